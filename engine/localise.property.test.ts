/**
 * Scoring cannot differ between the languages: for random answer paths through every bilingual
 * catalogue test, the English and the Kiswahili definitions give the same path, total, band (by
 * index), tone, flags and subscales. Every other catalogue test is run too, with a made-up
 * translation of every visible string, so localiseDefinition itself is covered for every shape of
 * test. fast-check prints the seed of a failure; rerun it with
 * FC_SEED=<seed> npx vitest run engine/localise.property.test.ts.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answerProblem, chooseOption, END_OF_TEST, followPath, interpret, localiseDefinition, nextQuestionIndex, parseEntry, traceScoring, visibleStrings } from '#engine/index.ts'
import type { Answer, AssessmentResult, Question, TestDefinition } from '#schemas/index.ts'
import { allCatalogTests, copyOf } from '#tools/catalog-fixtures.ts'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const runs = { numRuns: 100, ...(seed === undefined ? {} : { seed }) }

const tape = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 200, maxLength: 200 })

/** A valid answer to the question, chosen by the tape. */
function randomAnswer(question: Question, pick: () => number): Answer {
  if (question.type === 'single-select') return pick() % question.options!.length
  if (question.type === 'multi-select') {
    let answer: Answer = null
    for (let toggles = 1 + (pick() % 3); toggles > 0; toggles -= 1) answer = chooseOption(question, answer, pick() % question.options!.length)
    return answerProblem(question, answer) === null ? answer : chooseOption(question, null, 0)
  }
  if (question.type === 'user-input-text') return ['fine', 'a bit tired', 'not sure'][pick() % 3]!
  const min = question.min ?? 0
  const max = question.max ?? min + 100
  return parseEntry(question, String(min + (pick() % (max - min + 1)))).answer
}

/** A random path through the test, one answer per question (null off the path). */
function randomAnswers(definition: TestDefinition, numbers: number[]): Answer[] {
  let position = 0
  const pick = () => numbers[position++ % numbers.length]!
  const answers: Answer[] = definition.questions.map(() => null)
  for (let index = 0; index !== END_OF_TEST; index = nextQuestionIndex(definition, index, answers)) {
    answers[index] = randomAnswer(definition.questions[index]!, pick)
  }
  return answers
}

/** The grade text at a pointer such as /scoring/bands/2 or /scoring/gradeRules/0. */
function gradeAt(definition: TestDefinition, pointer: string | undefined): string | undefined {
  const [, , list, index] = pointer?.split('/') ?? []
  const graded = list === 'gradeRules' ? definition.scoring.gradeRules : definition.scoring.bands
  return graded?.[Number(index)]?.grade
}

/** The result sections keyed by a label the person reads: compared by their values, in order. */
const labelledSections = new Set(['subscaleScores', 'detailedAnalysis', 'clusterScores'])

/** What a result says in numbers and presence, with every text left out. */
function languageFree(result: AssessmentResult): unknown {
  return JSON.parse(JSON.stringify(result, (key, value) => {
    if (typeof value === 'string') return typeof value
    return labelledSections.has(key) && value && typeof value === 'object' ? Object.values(value) : value
  }))
}

/** A made-up complete translation (every visible string marked), for tests that have none yet. */
function madeUpTranslation(definition: TestDefinition): TestDefinition {
  const copy = copyOf(definition)
  copy.translations = { sw: { team: Object.fromEntries(visibleStrings(definition).map(({ pointer, text }) => [pointer, `[sw] ${text}`])) } }
  return copy
}

const catalogue = allCatalogTests()
const bilingual = catalogue.filter((definition) => definition.translations?.sw)
const cases = [
  ...bilingual.map((definition) => [`${definition.routeSlug} (its Kiswahili text)`, definition] as const),
  ...catalogue.filter((definition) => !definition.translations?.sw).map((definition) => [`${definition.routeSlug} (made-up translation)`, madeUpTranslation(definition)] as const),
]

describe.each(cases)('%s', (_name, english) => {
  const swahili = localiseDefinition(english, 'sw')

  it('is in Kiswahili', () => {
    expect(swahili.language).toBe('sw')
  })

  it('gives the same path, total, band, tone, flags and subscales in English and in Kiswahili', () => {
    fc.assert(
      fc.property(tape, (numbers) => {
        const answers = randomAnswers(english, numbers)
        expect(followPath(swahili, answers)).toEqual(followPath(english, answers))
        const inEnglish = interpret(english, answers)
        const inSwahili = interpret(swahili, answers)
        expect(inSwahili.totalScore).toBe(inEnglish.totalScore)
        expect(inSwahili.tone).toBe(inEnglish.tone)
        const trace = traceScoring(english, answers)
        expect(traceScoring(swahili, answers)).toEqual(trace)
        expect(inSwahili.grade).toBe(gradeAt(swahili, trace.grade))
        expect(inEnglish.grade).toBe(gradeAt(english, trace.grade))
        expect(inSwahili.subscales?.map(({ id, score }) => ({ id, score }))).toEqual(inEnglish.subscales?.map(({ id, score }) => ({ id, score })))
        expect(languageFree(inSwahili)).toEqual(languageFree(inEnglish))
      }),
      runs,
    )
  })
})
