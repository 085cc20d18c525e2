// @vitest-environment jsdom
/**
 * The result page says the same score whatever the language (issue 20): for random answer paths
 * through every catalogue test with a Kiswahili version, the result drawn on an English page from
 * the English definition and on a Kiswahili page from the Kiswahili one shows the same numbers in
 * the score ring, the same tone, the grade of the same band (by its place in the test), the same
 * subscale scores and the safety card in the same cases. Only words differ. fast-check prints the
 * seed of a failure; rerun it with FC_SEED=<seed> npx vitest run web/features/result/result-languages.property.test.tsx.
 */
import { cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseOption, END_OF_TEST, interpret, loadDefinition, localiseDefinition, nextQuestionIndex, parseEntry } from '#engine/index.ts'
import type { Answer, AssessmentResult, Question, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { i18n, loadCatalogues } from '../../shared/i18n.ts'
import { ResultView } from './index.ts'

const files = import.meta.glob<unknown>('../../../tests-catalog/tests/*.json', { eager: true, import: 'default' })
const bilingual = Object.entries(files)
  .map(([file, json]) => loadDefinition(json, file.replace(/^.*\//, '')))
  .filter((definition) => definition.translations?.sw !== undefined)

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const runs = { numRuns: 12, ...(seed === undefined ? {} : { seed }) }

/** A valid answer to the question, chosen by `pick`. */
function randomAnswer(question: Question, pick: () => number): Answer {
  if (question.type === 'single-select' || question.type === 'multi-select') return chooseOption(question, null, pick() % question.options.length)
  if (question.type === 'user-input-text') return 'fine'
  return parseEntry(question, String(question.min + (pick() % (question.max - question.min + 1)))).answer
}

/** A random path through the test, one answer per question asked (null off the path). */
function randomAnswers(definition: TestDefinition, numbers: number[]): Answer[] {
  let position = 0
  const pick = () => numbers[position++ % numbers.length]!
  const answers: Answer[] = definition.questions.map(() => null)
  for (let index = 0; index !== END_OF_TEST; index = nextQuestionIndex(definition, index, answers)) {
    answers[index] = randomAnswer(definition.questions[index]!, pick)
  }
  return answers
}

/** Where the grade sits among the test's graded bands and rules (the same place in both languages). */
function bandPlace(definition: TestDefinition, grade: string): number {
  const grades = [...(definition.scoring.gradeRules ?? []), ...(definition.scoring.bands ?? [])].map((band) => band.grade)
  return grades.indexOf(grade)
}

/** What the result page shows that is not words: drawn in `locale` and read back from the page. */
function shownNumbers(result: AssessmentResult, definition: TestDefinition, locale: Locale) {
  i18n.activate(locale)
  const { container } = render(
    <MemoryRouter>
      <ResultView result={result} heading={definition.resultHeading} instrumentKind={definition.source.kind} onRetake={() => {}} />
    </MemoryRouter>,
  )
  const ring = container.querySelector('svg.score-circle')
  const shown = {
    ring: ring?.textContent?.match(/\d+/g) ?? [],
    arc: container.querySelector('.score-arc')?.getAttribute('stroke-dasharray'),
    tone: container.querySelector('.score')?.className,
    band: bandPlace(definition, container.querySelector('.grade')?.textContent ?? ''),
    subscales: [...container.querySelectorAll('.subscale-score')].map((score) => score.textContent?.match(/\d+/g)),
    safetyCard: container.querySelector('.safety-card') !== null,
    dangerSigns: container.querySelectorAll('.urgent-card li').length,
  }
  // The page's own words, to be sure each was drawn in its language.
  const retake = [...container.querySelectorAll('button')].at(-1)?.textContent
  cleanup()
  return { shown, retake }
}

beforeAll(async () => {
  await loadCatalogues('sw', ['result'])
})

afterAll(() => {
  i18n.activate('en')
})

describe('a result drawn in English and in Kiswahili', () => {
  it('covers the catalogue tests that have a Kiswahili version', () => {
    expect(bilingual.length).toBeGreaterThan(0)
  })

  it.each(bilingual.map((definition) => [definition.routeSlug, definition] as const))('%s: shows the same score, tone, band and cards', (_, english) => {
    const swahili = localiseDefinition(english, 'sw')
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 60, maxLength: 60 }), (numbers) => {
        const answers = randomAnswers(english, numbers)
        const inEnglish = shownNumbers(interpret(english, answers), english, 'en')
        const inSwahili = shownNumbers(interpret(swahili, answers), swahili, 'sw')
        expect([inEnglish.retake, inSwahili.retake]).toEqual(['Retake the test', 'Rudia kipimo'])
        expect(inEnglish.shown.band).toBeGreaterThanOrEqual(0)
        expect(inSwahili.shown).toEqual(inEnglish.shown)
      }),
      runs,
    )
  })
})
