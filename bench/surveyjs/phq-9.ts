/**
 * PHQ-9 in SurveyJS (survey-core and its React rendering, survey-react-ui, on React 19), as the
 * anchor of issue 8 had it: the same intro, questions, options and bands as
 * tests-catalog/tests/depression.json, one question a page, a start page with Begin Test,
 * "Question N of 10", Next, Submit, and the result heading, so the bench's runner
 * (browser-timing.ts) takes it exactly as it takes the app and the floor. Built by Vite in
 * production mode (surveyjs-anchor.ts).
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { Model, surveyLocalization } from 'survey-core'
import { Survey } from 'survey-react-ui'
import 'survey-core/survey-core.fontless.min.css'
import definition from '../../tests-catalog/tests/depression.json'

type Band = { min: number; max: number; grade: string; description: string }

const scored = new Set<string>(definition.scoring.total.sum.items)
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

surveyLocalization.locales.en!.progressText = 'Question {0} of {1}'

const survey = new Model({
  firstPageIsStartPage: true,
  startSurveyText: 'Begin Test',
  pageNextText: 'Next',
  completeText: 'Submit',
  showProgressBar: true,
  progressBarLocation: 'top',
  showQuestionNumbers: false,
  pages: [
    { name: 'intro', elements: [{ type: 'html', name: 'intro', html: `<h1>${escape(definition.formalTitle)}</h1>${definition.instructions.map((line) => `<p>${escape(line)}</p>`).join('')}` }] },
    ...definition.questions.map((question) => ({
      name: question.id,
      elements: [{ type: 'radiogroup', name: question.id, title: question.question, isRequired: true, choices: question.options.map((option, index) => ({ value: index, text: option.text })) }],
    })),
  ],
})

survey.onCompleting.add((sender) => {
  const answers = sender.data as Record<string, number>
  const score = definition.questions.reduce((sum, question) => sum + (scored.has(question.id) ? (question.options[answers[question.id] ?? 0]?.score ?? 0) : 0), 0)
  const band = (definition.scoring.bands as Band[]).find((candidate) => score >= candidate.min && score <= candidate.max)
  sender.completedHtml = `<h1>${escape(definition.resultHeading)}</h1><p>Score: ${score}</p><p>${escape(band ? `${band.grade}. ${band.description}` : '')}</p>`
})

createRoot(document.getElementById('survey')!).render(createElement(Survey, { model: survey }))
