/**
 * Every definition check, one broken thing at a time: each case copies a real catalogue
 * definition, breaks one thing, and expects the problem with its file, JSON pointer and a
 * sentence a clinician can act on, both from checkDefinition and from loadDefinition's error.
 */
import { describe, expect, it } from 'vitest'
import { checkCatalog, checkDefinition, DefinitionError, formatProblem, loadDefinition } from '#engine/index.ts'
import type { GradeBand, TestDefinition } from '#schemas/index.ts'
import { catalogSlugs, copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'
import { repeatedInstruments } from './repeat-checks.ts'
import { checkTestCodes } from './test-code-checks.ts'

const PHQ_ITEMS = ['phq-1', 'phq-2', 'phq-3', 'phq-4', 'phq-5', 'phq-6', 'phq-7', 'phq-8', 'phq-9'] satisfies [string, ...string[]]

type Edit = (definition: TestDefinition) => void
type Case = { name: string; slug?: string; edit: Edit; pointer: string; message: RegExp; fileName?: string }

/** A copy of a catalogue definition with one thing broken by `edit`. */
function broken(slug: string, edit: Edit): TestDefinition {
  const definition = copyOf(readCatalogJson(slug))
  edit(definition)
  return definition
}

/** The object holding the last part of a JSON pointer, and that part. */
function parentOf(json: unknown, pointer: string): [Record<string, unknown>, string] {
  const parts = pointer.split('/').slice(1)
  const last = parts.pop()!
  let node = json
  for (const part of parts) node = (node as Record<string, unknown>)[part]
  return [node as Record<string, unknown>, last]
}

function setAt(json: unknown, pointer: string, value: unknown): void {
  const [parent, key] = parentOf(json, pointer)
  parent[key] = value
}

function deleteAt(json: unknown, pointer: string): void {
  const [parent, key] = parentOf(json, pointer)
  delete parent[key]
}

/** A band with the words of `from` and the range given. */
function band(from: GradeBand, range: { min: number; max?: number; below?: number }): GradeBand {
  return { grade: from.grade, tone: from.tone, description: from.description, nextSteps: from.nextSteps, ...range }
}

function thrownBy(load: () => unknown): DefinitionError {
  try {
    load()
  } catch (error) {
    expect(error).toBeInstanceOf(DefinitionError)
    return error as DefinitionError
  }
  throw new Error('loadDefinition accepted a broken definition')
}

/** The problem is reported by checkDefinition and listed by the DefinitionError loadDefinition throws. */
function expectProblem(json: unknown, fileName: string, pointer: string, message: RegExp | string): void {
  const file = fileName.split('/').pop()!
  const expected = { file, pointer, message: typeof message === 'string' ? message : expect.stringMatching(message) }
  expect(checkDefinition(json, fileName)).toContainEqual(expected)
  const error = thrownBy(() => loadDefinition(json, fileName))
  expect(error.problems).toContainEqual(expected)
  expect(error.message).toContain(`${file} ${pointer}: `)
}

function runCases(cases: Case[]): void {
  for (const { name, slug = 'depression', edit, pointer, message, fileName = `${slug}.json` } of cases) {
    it(name, () => expectProblem(broken(slug, edit), fileName, pointer, message))
  }
}

describe('the catalogue as written', () => {
  it.each(catalogSlugs())('%s.json has no problems, so each break below is the only cause', (slug) => {
    expect(checkDefinition(readCatalogJson(slug), `${slug}.json`)).toEqual([])
  })
})

describe('bands', () => {
  runCases([
    { name: 'a missing band (PHQ-9 without 10-14) leaves a gap of 10 to 14', edit: (d) => void d.scoring.bands.splice(2, 1), pointer: '/scoring/bands/2/min', message: /^a total of 10 to 14 has no band$/ },
    { name: 'a gap of a single total names that total alone', edit: (d) => setAt(d, '/scoring/bands/1/min', 6), pointer: '/scoring/bands/1/min', message: /^a total of 5 has no band$/ },
    { name: 'a missing lowest band leaves the lowest totals without a band', edit: (d) => void d.scoring.bands.shift(), pointer: '/scoring/bands/0/min', message: /no band covers a total of 0 to 4, which a person can reach; the lowest band starts at 5/ },
    { name: 'a missing highest band names every total left without a band', edit: (d) => void d.scoring.bands.pop(), pointer: '/scoring/bands/3', message: /no band covers a total of 20 to 27.*the highest band ends at 19/ },
    { name: 'overlapping bands (5-10 and 10-14)', edit: (d) => setAt(d, '/scoring/bands/1/max', 10), pointer: '/scoring/bands/2/min', message: /^a total of 10 falls in two bands; each must fall in exactly one$/ },
    { name: 'overlapping bands written with "below"', edit: (d) => (d.scoring.bands[0] = band(d.scoring.bands[0], { min: 0, below: 6 })), pointer: '/scoring/bands/1/min', message: /from 5 up to 6 falls in two bands/ },
    { name: 'a band with no upper end followed by another', edit: (d) => deleteAt(d, '/scoring/bands/1/max'), pointer: '/scoring/bands/2/min', message: /the band before this one has no upper end, so the two overlap/ },
    { name: 'a band nobody can reach (28-30 on PHQ-9)', edit: (d) => void d.scoring.bands.push(band(d.scoring.bands[4]!, { min: 28, max: 30 })), pointer: '/scoring/bands/5/min', message: /^no one can reach this band: it starts at 28 but the highest total possible is 27$/ },
    { name: 'a band that ends before it starts', edit: (d) => setAt(d, '/scoring/bands/1/max', 3), pointer: '/scoring/bands/1', message: /this band ends before it starts \(5 to 3\)/ },
    { name: 'bands out of order', edit: (d) => void d.scoring.bands.splice(1, 2, d.scoring.bands[2]!, d.scoring.bands[1]!), pointer: '/scoring/bands/2/min', message: /^bands must be listed from the lowest total to the highest$/ },
    { name: 'expectedTotalScore above the highest reachable total', edit: (d) => (d.expectedTotalScore = 30), pointer: '/expectedTotalScore', message: /^is 30, but the highest total a person can reach is 27$/ },
    { name: 'AUDIT: the highest total across the skip paths is still 40', slug: 'audit', edit: (d) => (d.expectedTotalScore = 38), pointer: '/expectedTotalScore', message: /^is 38, but the highest total a person can reach is 40$/ },
    { name: 'AUDIT: a skip from the top answer lowers the highest reachable total to 39', slug: 'audit', edit: (d) => setAt(d, '/questions/0/options/4/nextQuestion', 'audit-9'), pointer: '/expectedTotalScore', message: /^is 40, but the highest total a person can reach is 39$/ },
    { name: 'an openEnded reference point outside the reachable totals', slug: 'physical-activity', edit: (d) => (d.expectedTotalScore = 20000), pointer: '/expectedTotalScore', message: /the reference point 20000 lies outside the totals a person can reach \(0 to 19278\)/ },
    { name: 'a grade from SPEC\'s colour table with the wrong tone ("Severe depression" as green)', edit: (d) => setAt(d, '/scoring/bands/4/tone', 'green'), pointer: '/scoring/bands/4/tone', message: /the grade "Severe depression" is shown red-orange on the site \(SPEC\.md's colour table\), not green/ },
    {
      name: 'a grade rule from SPEC\'s colour table with the wrong tone',
      edit: (d) => (d.scoring.gradeRules = [{ when: { gt: [{ answer: 'phq-9' }, 2] }, grade: 'Minimal or no depression', tone: 'red-orange', description: 'A rule.', nextSteps: ['A step.'] }]),
      pointer: '/scoring/gradeRules/0/tone',
      message: /the grade "Minimal or no depression" is shown green on the site.*not red-orange/,
    },
    {
      name: 'dimension levels that leave a gap',
      edit: (d) => {
        const level = (min: number, max: number, name: string) => ({ min, max, level: name, description: `${name} exhaustion.`, nextSteps: ['Rest.'] as [string] })
        d.scoring.sections!.emotionalExhaustion = { value: { sum: { items: ['phq-1', 'phq-2'] } }, levels: [level(0, 1, 'Low'), level(4, 6, 'High')] }
      },
      pointer: '/scoring/sections/emotionalExhaustion/levels/1/min',
      message: /^a value of 2 to 3 has no level$/,
    },
  ])

  describe('totals a band can never hold', () => {
    runCases([
      { name: 'a band below the lowest total (MSPSS starts at 12; a band 0-11)', slug: 'social_support', edit: (d) => void d.scoring.bands.unshift(band(d.scoring.bands[0]!, { min: 0, max: 11 })), pointer: '/scoring/bands/0', message: /^no one can reach this band: it ends at 11 but the lowest total possible is 12$/ },
      { name: 'a band ending with "below" at the lowest total', slug: 'social_support', edit: (d) => void d.scoring.bands.unshift(band(d.scoring.bands[0]!, { min: 0, below: 12 })), pointer: '/scoring/bands/0', message: /^no one can reach this band: it ends at 12 \(not included\) but the lowest total possible is 12$/ },
    ])

    /** The WHO-5 as a percentage: the raw score (0 to 25) times 4, so totals go 0, 4, 8, ... 100. */
    function who5Percent(bands: [{ min: number; max?: number }, ...{ min: number; max?: number }[]]): TestDefinition {
      return broken('holistic-wellbeing', (d) => {
        d.scoring.total = { mul: [d.scoring.total, 4] }
        d.expectedTotalScore = 100
        const [first, ...rest] = bands.map((range, index) => band(d.scoring.bands[Math.min(index, d.scoring.bands.length - 1)]!, range))
        d.scoring.bands = [first!, ...rest]
      })
    }

    it('reports a band that falls between the steps of a total that goes up by 4 (29-31 on WHO-5 x4)', () => {
      expectProblem(
        who5Percent([{ min: 0, max: 28 }, { min: 29, max: 31 }, { min: 32, max: 100 }]),
        'holistic-wellbeing.json',
        '/scoring/bands/1',
        'no total can land in this band: the totals a person can reach go up in steps of 4 (0, 4, 8, ...), and none lies from 29 to 31',
      )
    })

    it('accepts bands whose gaps hold no reachable total (0-28, 32-48, 52-100 on WHO-5 x4)', () => {
      expect(checkDefinition(who5Percent([{ min: 0, max: 28 }, { min: 32, max: 48 }, { min: 52, max: 100 }]), 'holistic-wellbeing.json')).toEqual([])
    })

    it('names only the reachable totals a gap leaves out (28 on WHO-5 x4, then 52 to 60 in steps of 4)', () => {
      const problems = checkDefinition(who5Percent([{ min: 0, max: 27 }, { min: 29, max: 50 }, { min: 61, max: 100 }]), 'holistic-wellbeing.json')
      expect(problems.map(formatProblem)).toEqual([
        'holistic-wellbeing.json /scoring/bands/1/min: a total of 28 has no band',
        'holistic-wellbeing.json /scoring/bands/2/min: a total of 52 to 60 (in steps of 4) has no band',
      ])
    })
  })

  it('reports bands out of order without claiming that covered totals have no band', () => {
    const json = broken('depression', (d) => void d.scoring.bands.splice(1, 2, d.scoring.bands[2]!, d.scoring.bands[1]!))
    expect(checkDefinition(json, 'depression.json')).toEqual([
      { file: 'depression.json', pointer: '/scoring/bands/2/min', message: 'bands must be listed from the lowest total to the highest' },
    ])
  })

  describe('decimal totals (a mean)', () => {
    const meanOfItems = (ranges: { min: number; max?: number; below?: number }[]) => broken('depression', (d) => {
      d.scoring.total = { mean: { items: PHQ_ITEMS } }
      d.expectedTotalScore = 3
      d.scoring.bands = [band(d.scoring.bands[0], ranges[0]!), band(d.scoring.bands[1]!, ranges[1]!), band(d.scoring.bands[2]!, ranges[2]!)]
    })

    it('bands ending with "max" leave a gap, and the message suggests "below"', () => {
      const json = meanOfItems([{ min: 0, max: 0.9 }, { min: 1, max: 1.9 }, { min: 2, max: 3 }])
      expectProblem(json, 'depression.json', '/scoring/bands/1/min', /a total between 0\.9 and 1 has no band \(totals here can have decimals: end the lower one with "below" instead of "max"\)/)
    })

    it('bands ending with "below" cover every mean', () => {
      expect(checkDefinition(meanOfItems([{ min: 0, below: 1 }, { min: 1, below: 2 }, { min: 2, max: 3 }]), 'depression.json')).toEqual([])
    })
  })

  it('works out a ratio whose divisor can be 0 as 0, as the site does, not as an endless total', () => {
    const json = broken('depression', (d) => {
      d.scoring.total = { div: [{ answer: 'phq-1' }, { answer: 'phq-2' }] }
      d.expectedTotalScore = 3
      d.scoring.bands = [band(d.scoring.bands[0], { min: 0, max: 3 })]
    })
    expect(checkDefinition(json, 'depression.json')).toEqual([])
  })

  it('asks to simplify jumps that branch into too many paths to check', () => {
    const json = broken('depression', (d) => {
      const item = d.questions[0]!
      d.questions = Array.from({ length: 22 }, (_, index) => ({ ...copyOf(item), id: `q-${index + 1}` })) as TestDefinition['questions']
      d.questions.slice(0, 20).forEach((question, index) => setAt(question, '/options/0/nextQuestion', `q-${index + 3}`))
      d.scoring = { total: { sum: { items: d.questions.map((question) => question.id) as [string] } }, bands: [band(d.scoring.bands[0], { min: 0 })] }
      d.expectedTotalScore = 66
    })
    expectProblem(json, 'depression.json', '/questions', /too many paths to check the scoring; simplify the jumps/)
  })
})

describe('questions and jumps', () => {
  it('reports a jump to nowhere exactly as the issue asks', () => {
    const json = broken('depression', (d) => setAt(d, '/questions/3/options/1/nextQuestion', 'q12'))
    expect(checkDefinition(json, 'depression.json').map(formatProblem)).toContain(
      'depression.json /questions/3/options/1/nextQuestion: "q12" is not a question in this test',
    )
    expect(thrownBy(() => loadDefinition(json, 'depression.json')).message).toContain(
      'depression.json /questions/3/options/1/nextQuestion: "q12" is not a question in this test',
    )
  })

  runCases([
    { name: 'a question-level jump to nowhere', slug: 'audit', edit: (d) => setAt(d, '/questions/2/next/0/goto', 'audit-99'), pointer: '/questions/2/next/0/goto', message: /^"audit-99" is not a question in this test$/ },
    { name: 'a cycle: a jump back to an earlier question', edit: (d) => setAt(d, '/questions/3/options/1/nextQuestion', 'phq-2'), pointer: '/questions/3/options/1/nextQuestion', message: /"phq-2" is question 2, which comes before this one; a jump must lead to a later question/ },
    { name: 'a cycle: a question-level jump back', slug: 'audit', edit: (d) => setAt(d, '/questions/2/next/0/goto', 'audit-1'), pointer: '/questions/2/next/0/goto', message: /"audit-1" is question 1, which comes before this one/ },
    { name: 'a cycle: a jump to the same question', edit: (d) => setAt(d, '/questions/3/options/1/nextQuestion', 'phq-4'), pointer: '/questions/3/options/1/nextQuestion', message: /^"phq-4" is this same question; a jump must lead to a later question$/ },
    { name: 'an unreachable question: every option jumps over it', edit: (d) => d.questions[3]!.options!.forEach((option) => (option.nextQuestion = 'phq-6')), pointer: '/questions/4', message: /^question 5 \("phq-5"\) can never be reached: every path jumps over it$/ },
    { name: 'an unreachable question: a jump whose condition always holds skips it', edit: (d) => setAt(d, '/questions/3/next', [{ when: { gte: [{ answer: 'phq-4' }, 0] }, goto: 'phq-6' }]), pointer: '/questions/4', message: /question 5 \("phq-5"\) can never be reached/ },
    { name: 'duplicate question ids', edit: (d) => setAt(d, '/questions/4/id', 'phq-4'), pointer: '/questions/4/id', message: /^"phq-4" is already the id of question 4; every question needs its own id$/ },
    { name: 'duplicate option text (ignoring case and spaces)', edit: (d) => setAt(d, '/questions/4/options/2/text', 'several days '), pointer: '/questions/4/options/2/text', message: /^"several days " is offered twice in this question$/ },
    { name: 'nextQuestion on a multi-select option', edit: (d) => (setAt(d, '/questions/0/type', 'multi-select'), setAt(d, '/questions/0/options/0/nextQuestion', 'phq-3')), pointer: '/questions/0/options/0/nextQuestion', message: /only options of a single-select question can jump; use "next" on the question instead/ },
    { name: 'exclusive on a single-select option', edit: (d) => setAt(d, '/questions/0/options/0/exclusive', true), pointer: '/questions/0/options/0/exclusive', message: /"exclusive" only applies to options of a multi-select question/ },
    { name: 'a number question whose min is above its max', slug: 'physical-activity', edit: (d) => setAt(d, '/questions/0/min', 8), pointer: '/questions/0/min', message: /^the smallest number accepted \(8\) is larger than the largest \(7\)$/ },
    { name: 'a file name that does not match routeSlug', edit: () => {}, fileName: 'tests-catalog/tests/depression-phq9.json', pointer: '/routeSlug', message: /^is "depression", but the file is named depression-phq9\.json; name the file depression\.json$/ },
  ])
})

describe('expressions', () => {
  runCases([
    { name: 'an expression naming an unknown question', edit: (d) => setAt(d, '/scoring/flags/0/when/gt/0/answer', 'phq-99'), pointer: '/scoring/flags/0/when/gt/0/answer', message: /^"phq-99" is not a question in this test$/ },
    { name: 'a sum naming an unknown question', edit: (d) => setAt(d, '/scoring/total/sum/items/8', 'phq-09'), pointer: '/scoring/total/sum/items/8', message: /^"phq-09" is not a question in this test$/ },
    { name: 'an expression naming an unknown value', edit: (d) => setAt(d, '/scoring/flags/0/when/gt/0', { value: 'itemNine' }), pointer: '/scoring/flags/0/when/gt/0/value', message: /^"itemNine" is not a value defined in scoring\.values$/ },
    { name: 'an option index out of range', edit: (d) => setAt(d, '/scoring/sections/impact/3/when/chosen/option', 4), pointer: '/scoring/sections/impact/3/when/chosen/option', message: /^question 10 \("phq-10"\) has 4 options, numbered 0 to 3; there is no option 4$/ },
    { name: 'an option chosen of a question without options', slug: 'physical-activity', edit: (d) => setAt(d, '/scoring/sections/overallInterpretation/0/when', { chosen: { question: 'ipaq-7', option: 0 } }), pointer: '/scoring/sections/overallInterpretation/0/when/chosen/question', message: /question 7 \("ipaq-7"\) has no options to choose from/ },
    { name: 'a value cycle: a depends on b depends on a (a)', edit: (d) => (d.scoring.values = { a: { value: 'b' }, b: { add: [{ value: 'a' }, 1] } }), pointer: '/scoring/values/a', message: /^the value "a" depends on itself, so it can never be worked out$/ },
    { name: 'a value cycle: a depends on b depends on a (b)', edit: (d) => (d.scoring.values = { a: { value: 'b' }, b: { add: [{ value: 'a' }, 1] } }), pointer: '/scoring/values/b', message: /the value "b" depends on itself/ },
    { name: 'a value that uses itself', edit: (d) => (d.scoring.values = { a: { add: [{ value: 'a' }, 1] } }), pointer: '/scoring/values/a', message: /the value "a" depends on itself/ },
    { name: 'a question-level jump that looks at a later question', edit: (d) => setAt(d, '/questions/2/next', [{ when: { gt: [{ answer: 'phq-5' }, 0] }, goto: 'phq-6' }]), pointer: '/questions/2/next/0/when/gt/0/answer', message: /^this jump looks at question 5 \("phq-5"\), which has not been asked yet at question 3 \("phq-3"\)$/ },
    { name: 'a question-level jump that looks at a later question through a value', slug: 'audit', edit: (d) => setAt(d, '/questions/0/next', [{ when: { eq: [{ value: 'auditC' }, 0] }, goto: 'audit-9' }]), pointer: '/questions/0/next/0/when/eq/0/value', message: /"auditC".*question 2 \("audit-2"\).*not been asked yet/ },
    { name: 'a question listed twice in a sum', edit: (d) => (setAt(d, '/scoring/total/sum/items/9', 'phq-1'), (d.expectedTotalScore = 30), setAt(d, '/scoring/bands/4/max', 30)), pointer: '/scoring/total/sum/items/9', message: /"phq-1" is listed twice/ },
  ])
})

describe('structure (reported by Ajv, with pointers)', () => {
  runCases([
    { name: 'a missing required field', edit: (d) => deleteAt(d, '/disclaimer'), pointer: '/', message: /^"disclaimer" is missing and is required here$/ },
    { name: 'a missing required field in a band', edit: (d) => deleteAt(d, '/scoring/bands/0/tone'), pointer: '/scoring/bands/0', message: /^"tone" is missing and is required here$/ },
    { name: 'an unknown field (a typo: "questionz")', edit: (d) => setAt(d, '/questionz', []), pointer: '/questionz', message: /^"questionz" is not a field this file may have \(check the spelling\)$/ },
    { name: 'a wrong question type', edit: (d) => setAt(d, '/questions/0/type', 'single-choice'), pointer: '/questions/0/type', message: /^must be one of: single-select, multi-select, user-input-number, user-input-text$/ },
    { name: 'an unknown condition operator names it and lists the valid ones', edit: (d) => setAt(d, '/scoring/flags/0/when', { gtx: [1, 2] }), pointer: '/scoring/flags/0/when', message: /"gtx" is not an operator it knows.*use one of: eq, ne, gt, gte, lt, lte, all, any, not, chosen, answered$/ },
    { name: 'an unknown number operator names it and lists the valid ones', edit: (d) => setAt(d, '/scoring/total', { summ: { items: ['phq-1'] } }), pointer: '/scoring/total', message: /"summ" is not an operator it knows.*use one of: a number, answer, value, sum, mean, count, add, sub, mul, div, min, max, round, if$/ },
    { name: 'a malformed operator: "gt" with three operands', edit: (d) => setAt(d, '/scoring/flags/0/when', { gt: [{ answer: 'phq-9' }, 0, 1] }), pointer: '/scoring/flags/0/when/gt', message: /at most 2/ },
    { name: 'a malformed operator: "gt" with one operand', edit: (d) => setAt(d, '/scoring/flags/0/when', { gt: [{ answer: 'phq-9' }] }), pointer: '/scoring/flags/0/when/gt', message: /at least 2/ },
    { name: 'two operators in one condition point to "all"', edit: (d) => setAt(d, '/scoring/flags/0/when', { gt: [{ answer: 'phq-9' }, 0], lt: [{ answer: 'phq-9' }, 3] }), pointer: '/scoring/flags/0/when', message: /"all"/ },
    { name: 'options on a number question', slug: 'physical-activity', edit: (d) => setAt(d, '/questions/0/options', [{ text: 'None', score: 0 }, { text: 'Some', score: 1 }]), pointer: '/questions/0/options', message: /is not allowed for a question of this type/ },
    { name: 'a question without a type', edit: (d) => deleteAt(d, '/questions/0/type'), pointer: '/questions/0', message: /^"type" is missing and is required here$/ },
    { name: 'a question that is not an object', edit: (d) => setAt(d, '/questions/0', 'How often?'), pointer: '/questions/0', message: /^must be an object/ },
    { name: 'min on a single-select question', edit: (d) => setAt(d, '/questions/0/min', 0), pointer: '/questions/0/min', message: /^is not allowed for a question of this type$/ },
    { name: 'maxLength on a number question', slug: 'physical-activity', edit: (d) => setAt(d, '/questions/0/maxLength', 20), pointer: '/questions/0/maxLength', message: /^is not allowed for a question of this type$/ },
    { name: 'a number question without max', slug: 'physical-activity', edit: (d) => deleteAt(d, '/questions/0/max'), pointer: '/questions/0', message: /^"max" is missing and is required here$/ },
    { name: 'a band with both max and below', edit: (d) => setAt(d, '/scoring/bands/0/below', 5), pointer: '/scoring/bands/0', message: /^give either "max" or "below", not both$/ },
    { name: 'an unknown schemaVersion', edit: (d) => setAt(d, '/schemaVersion', 2), pointer: '/schemaVersion', message: /^must be 1$/ },
    { name: 'a score written as text', edit: (d) => setAt(d, '/questions/0/options/0/score', '0'), pointer: '/questions/0/options/0/score', message: /^must be a number$/ },
    { name: 'a question with a single option', edit: (d) => setAt(d, '/questions/0/options', [{ text: 'Not at all', score: 0 }]), pointer: '/questions/0/options', message: /^needs at least 2 entries$/ },
    { name: 'a testCode in the wrong form', edit: (d) => setAt(d, '/testCode', 'MH1'), pointer: '/testCode', message: /^is not in the expected form: .*two capital letters, a hyphen and three digits/ },
  ])

  it('reports a badly named value once, at the name, in plain words', () => {
    const json = broken('depression', (d) => (d.scoring.values = { 'Item-nine': { answer: 'phq-9' } }))
    expect(checkDefinition(json, 'depression.json')).toEqual([
      { file: 'depression.json', pointer: '/scoring/values/Item-nine', message: expect.stringMatching(/camelCase/) },
    ])
  })

  it('reports a question by the shape its type names only, not once per question type', () => {
    const wrongType = broken('depression', (d) => setAt(d, '/questions/0/type', 'single-choice'))
    expect(checkDefinition(wrongType, 'depression.json')).toEqual([
      { file: 'depression.json', pointer: '/questions/0/type', message: 'must be one of: single-select, multi-select, user-input-number, user-input-text' },
    ])
    const textWithOptions = broken('depression', (d) => setAt(d, '/questions/0/type', 'user-input-text'))
    expect(checkDefinition(textWithOptions, 'depression.json')).toEqual([
      { file: 'depression.json', pointer: '/questions/0/options', message: 'is not allowed for a question of this type' },
    ])
  })

  it('reports a file that is not an object', () => {
    expectProblem([], 'depression.json', '/', /^must be an object/)
  })
})

describe('every problem at once', () => {
  const pointers = (json: unknown) => checkDefinition(json, 'depression.json').map(({ pointer }) => pointer)

  it('reports three structural problems together', () => {
    const json = broken('depression', (d) => (deleteAt(d, '/disclaimer'), setAt(d, '/questionz', []), setAt(d, '/questions/0/type', 'single-choice')))
    expect(pointers(json).sort()).toEqual(['/', '/questions/0/type', '/questionz'])
  })

  it('reports three problems with questions and expressions together', () => {
    const json = broken('depression', (d) => {
      setAt(d, '/questions/3/options/1/nextQuestion', 'q12')
      setAt(d, '/questions/4/options/2/text', 'Several days')
      setAt(d, '/scoring/flags/0/when/gt/0', { value: 'itemNine' })
    })
    expect(pointers(json).sort()).toEqual(['/questions/3/options/1/nextQuestion', '/questions/4/options/2/text', '/scoring/flags/0/when/gt/0/value'])
  })

  it('reports a missing band together with a jump to nowhere and a duplicate option', () => {
    const json = broken('depression', (d) => {
      d.scoring.bands.splice(2, 1)
      setAt(d, '/questions/3/options/1/nextQuestion', 'q12')
      setAt(d, '/questions/4/options/2/text', 'Several days')
    })
    expect(pointers(json).sort()).toEqual(['/questions/3/options/1/nextQuestion', '/questions/4/options/2/text', '/scoring/bands/2/min'])
    expect(thrownBy(() => loadDefinition(json, 'depression.json')).message).toMatch(/^The test definition has 3 problems:/)
  })
})

describe('across the catalogue', () => {
  const depression = readCatalogJson('depression')
  const anxiety = readCatalogJson('anxiety')
  const catalog = (edit: Edit) => checkCatalog([{ fileName: 'depression.json', json: depression }, { fileName: 'anxiety.json', json: broken('anxiety', edit) }], ['mental-health'])

  it.each([
    ['a test code used twice', ((d) => (d.testCode = 'MH-001')) as Edit, '/testCode', /^"MH-001" is already the code of depression\.json; every test needs its own code$/],
    ['a category that does not exist', ((d) => (d.category = 'mental')) as Edit, '/category', /^"mental" is not a category in categories\.json \(mental-health\)$/],
  ])('reports %s', (_, edit, pointer, message) => {
    expect(anxiety.testCode).toBe('MH-002')
    expect(catalog(edit)).toContainEqual({ file: 'anxiety.json', pointer, message: expect.stringMatching(message) })
  })
})

describe('test codes and repeated instruments, across the whole catalogue', () => {
  const files = catalogSlugs().map((slug) => ({ fileName: `${slug}.json`, json: readCatalogJson(slug) }))
  const categories = [{ routeSlug: 'mental-health', id: 'MH' }, { routeSlug: 'digital-addiction', id: 'DA' }]

  it('finds no code out of its category and no repeated instrument in the catalogue as written', () => {
    expect(checkTestCodes(files, categories)).toEqual([])
    expect(repeatedInstruments(files)).toEqual([])
  })

  it('reports a code that does not begin with its category\'s id, with the next free code of the category', () => {
    const moved = files.map((file) => (file.fileName === 'anxiety.json' ? { ...file, json: broken('anxiety', (d) => (d.testCode = 'DA-002')) } : file))
    const highest = Math.max(...files.map(({ json }) => json.testCode).filter((code) => code.startsWith('MH-')).map((code) => Number(code.slice(3))))
    expect(checkTestCodes(moved, categories)).toEqual([
      { file: 'anxiety.json', pointer: '/testCode', message: `"DA-002" does not fit the category mental-health: its tests' codes begin with MH- (the category's id in categories.json); use the next free one, MH-${String(highest + 1).padStart(3, '0')}` },
    ])
  })

  it('warns about the later of two files with the same questions, not the earlier', () => {
    const copy = broken('anxiety', (d) => Object.assign(d, { routeSlug: 'worry', testCode: 'MH-099', source: { ...d.source, instrument: 'Worry scale' } }))
    expect(repeatedInstruments([...files, { fileName: 'worry.json', json: copy }])).toEqual([
      { file: 'worry.json', pointer: '/questions', message: expect.stringMatching(/^asks the same questions as anxiety\.json \((\d+) of its \1\); the catalogue already has this instrument/) },
    ])
  })
})
