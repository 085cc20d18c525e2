/**
 * One question on its own page, live: the real question page driven by the test machine (with the
 * fixture calls), started at that question with the answers given so far, so QA can choose, type,
 * go on to the next question and submit as a person would. In a Kiswahili story (the Language
 * toolbar) the test is drawn as a Kiswahili page draws it: in Kiswahili when it has a Kiswahili
 * version, else in English with its own words marked `lang="en"`.
 */
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { followPath, localiseDefinition } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { activeLocale } from '../../web/shared/i18n.ts'
import { ResultView } from '../../web/features/result/index.ts'
import { QuestionPage } from '../../web/features/test-flow/question-page.tsx'
import { answersById } from './catalogue.ts'
import { testFlowMachine } from './fixture-test-flow-machine.ts'

export type LiveQuestionProps = {
  definition: TestDefinition
  /** The question on screen. */
  questionId: string
  /**
   * Answers already given, by question id: option positions, lists of positions, numbers or
   * texts. When they answer every question before this one, Previous walks back along them.
   */
  given?: Record<string, Answer>
}

function startingAt({ definition, questionId, given = {} }: LiveQuestionProps) {
  const index = definition.questions.findIndex((question) => question.id === questionId)
  if (index < 0) throw new Error(`No question "${questionId}" in ${definition.routeSlug}`)
  const answers = answersById(definition, given)
  const walked = followPath(definition, answers).path
  const path = walked.includes(index) ? walked.slice(0, walked.indexOf(index) + 1) : [index]
  return testFlowMachine.resolveState({
    value: { questionnaire: 'answering' },
    context: { routeSlug: definition.routeSlug, definition, answers, path, inputError: null, result: null, submitFailed: false, loadError: null },
  })
}

export function LiveQuestion(props: LiveQuestionProps) {
  // Retake starts the story over, at the same question with the same answers.
  const [round, setRound] = useState(0)
  const [localised] = useState(() => localiseDefinition(props.definition, activeLocale()))
  return <QuestionFromHere key={round} {...props} definition={localised} language={localised.language} onRetake={() => setRound((previous) => previous + 1)} />
}

function QuestionFromHere({ onRetake, language, ...props }: LiveQuestionProps & { language: ReturnType<typeof localiseDefinition>['language']; onRetake: () => void }) {
  const [snapshot, send] = useMachine(testFlowMachine, { input: { definition: props.definition }, snapshot: startingAt(props) })
  const { definition, result } = snapshot.context
  const textLanguage = language !== activeLocale() ? language : undefined
  if (definition && result) return <ResultView result={result} language={language} heading={definition.resultHeading} headingLanguage={textLanguage} onRetake={onRetake} />
  if (!definition || snapshot.matches('submitting')) {
    return (
      <main className="page">
        <p className="status" role="status">
          {t({ message: 'Analyzing your responses...', comment: 'The test flow page while the answers are scored (the same message as web/features/test-flow)' })}
        </p>
      </main>
    )
  }
  return <QuestionPage definition={definition} textLanguage={textLanguage} context={snapshot.context} send={send} />
}
