/**
 * The catalogue check enforces safety (issue 17 item 9): broken copies of real definitions are
 * refused with the sentence an author needs, and the real catalogue passes.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CrisisLexicon } from '#engine/crisis-detector.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { catalogDir } from '#tools/catalog-files.ts'
import { catalogSlugs, copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'
import { checkCatalog } from '../catalog-checks.ts'
import { checkCatalogSafety } from './safety-flag-checks.ts'

const lexicon = JSON.parse(readFileSync(path.join(catalogDir, 'crisis-lexicon.json'), 'utf8')) as CrisisLexicon

/** Every problem of one definition: its own checks, then the safety checks. */
function problemsOf(definition: TestDefinition) {
  const file = { fileName: `${definition.routeSlug}.json`, json: definition }
  const own = checkCatalog([file], [])
  return [...own, ...checkCatalogSafety([file], lexicon, new Set(own.map((problem) => problem.file)))]
}

/** PHQ-9 with its flags on item 9 replaced (index 0 is suicideRisk, 1 the first next step). */
function depressionWithRiskFlag(when: unknown): TestDefinition {
  const depression = copyOf(readCatalogJson('depression'))
  depression.scoring.flags![0]!.when = when as never
  return depression
}

describe('safety flag checks', () => {
  it('the whole catalogue passes', () => {
    const tests = catalogSlugs().map((slug) => ({ fileName: `${slug}.json`, json: readCatalogJson(slug) }))
    expect(checkCatalogSafety(tests, lexicon, new Set())).toEqual([])
  })

  it('refuses PHQ-9 item 9 with no suicideRisk flag, naming the question and the words matched', () => {
    const depression = copyOf(readCatalogJson('depression'))
    depression.scoring.flags = depression.scoring.flags!.filter((flag) => flag.section !== 'suicideRisk')
    expect(problemsOf(depression)).toEqual([
      {
        file: 'depression.json',
        pointer: '/questions/8',
        message: expect.stringMatching(
          /^question 9 \("phq-9"\) asks about thoughts of death or self-harm \("Thoughts that you would be better off dead or of hurting yourself in some way"\), but no suicideRisk flag looks at its answer; add one to scoring\.flags .*or, if the question does not ask about the person's own risk, mark it "notRiskItem"/,
        ),
      },
    ])
  })

  it('does not accept a dangerSigns or nextSteps flag in place of suicideRisk for a self-harm item', () => {
    const depression = copyOf(readCatalogJson('depression'))
    depression.scoring.flags![0]!.section = 'dangerSigns'
    expect(problemsOf(depression).map((problem) => problem.pointer)).toEqual(['/questions/8'])
  })

  it('accepts the item without a flag when it is marked not a risk item, with a reason', () => {
    const depression = copyOf(readCatalogJson('depression'))
    depression.scoring.flags = depression.scoring.flags!.filter((flag) => flag.section !== 'suicideRisk')
    depression.questions[8]!.notRiskItem = { reason: 'A copy for this test only: the item is asked of a relative, not the person.' }
    expect(problemsOf(depression)).toEqual([])
  })

  it('refuses the marker without a reason', () => {
    const depression = copyOf(readCatalogJson('depression'))
    depression.questions[8]!.notRiskItem = {} as never
    expect(problemsOf(depression)).toEqual([
      { file: 'depression.json', pointer: '/questions/8/notRiskItem', message: expect.stringMatching(/"reason" is missing/) },
    ])
  })

  it('refuses a medical-emergency item with no dangerSigns flag (lung cancer: "Coughing up blood")', () => {
    const lung = copyOf(readCatalogJson('lung-cancer'))
    lung.scoring.flags = lung.scoring.flags!.filter((flag) => flag.section !== 'dangerSigns')
    // The copy's Kiswahili still names the removed flags: left out, so only the safety check speaks.
    delete lung.translations
    const problems = problemsOf(lung)
    expect(problems).toEqual([
      { file: 'lung-cancer.json', pointer: '/questions/5', message: expect.stringMatching(/^question 6 \("lung-symptoms"\) asks about a medical emergency \("Coughing up blood"\), but no dangerSigns flag looks at its answer/) },
    ])
  })

  it('refuses a flag that can never fire: "gt 5" on a 0-3 item', () => {
    expect(problemsOf(depressionWithRiskFlag({ gt: [{ answer: 'phq-9' }, 5] }))).toEqual([
      {
        file: 'depression.json',
        pointer: '/scoring/flags/0/when',
        message: expect.stringMatching(/^this suicideRisk flag can never fire: no answers make its condition hold \(it looks at question 9 \("phq-9"\), which scores 0 to 3\)/),
      },
    ])
  })

  it('refuses a flag that fires for everyone: "gte 0"', () => {
    expect(problemsOf(depressionWithRiskFlag({ gte: [{ answer: 'phq-9' }, 0] }))).toEqual([
      {
        file: 'depression.json',
        pointer: '/scoring/flags/0/when',
        message: expect.stringMatching(/^this suicideRisk flag fires for everyone, whatever the answers \(it looks at question 9 \("phq-9"\), which scores 0 to 3\)/),
      },
    ])
  })

  it.each([
    ['"lt 2" (Not at all and Several days)', { lt: [{ answer: 'phq-9' }, 2] }],
    ['"Not at all" chosen', { chosen: { question: 'phq-9', option: 0 } }],
    ['"ne 3"', { ne: [{ answer: 'phq-9' }, 3] }],
  ])('refuses a flag that fires on "Not at all": %s', (_case, when) => {
    expect(problemsOf(depressionWithRiskFlag(when))).toEqual([
      {
        file: 'depression.json',
        pointer: '/scoring/flags/0/when',
        message: expect.stringMatching(/^this suicideRisk flag fires when question 9 \("phq-9"\) is answered "Not at all", its lowest answer, so a person who reports nothing is told they are at risk; make it fire only above that answer \(e\.g\. \{ "gt": \[\{ "answer": "phq-9" \}, 0\] \}\)/),
      },
    ])
  })

  it('accepts a flag on the lowest answer when another answer decides it (the flag can stay quiet)', () => {
    const when = { all: [{ gte: [{ answer: 'phq-9' }, 0] }, { gte: [{ answer: 'phq-1' }, 3] }] }
    expect(problemsOf(depressionWithRiskFlag(when))).toEqual([])
  })

  it('refuses a dangerSigns flag that can never fire (a value compared beyond its reach)', () => {
    const breast = copyOf(readCatalogJson('breast-cancer'))
    const index = breast.scoring.flags!.findIndex((flag) => flag.section === 'dangerSigns')
    breast.scoring.flags![index]!.when = { gte: [{ value: 'warningSigns' }, 100] }
    expect(problemsOf(breast)).toEqual([
      { file: 'breast-cancer.json', pointer: `/scoring/flags/${index}/when`, message: expect.stringMatching(/^this dangerSigns flag can never fire/) },
    ])
  })
})
