/**
 * check:catalog's worked-case checks (issue 19 item 1, decision 045): the real files pass; a
 * copy missing a band, a grade rule, a subscale band or a flag is refused with it named; a case
 * that gives something else, a file that breaks its schema, a broken invariant or a missing file
 * is refused at its place.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { TestDefinition } from '#schemas/index.ts'
import { catalogDir } from '#tools/catalog-files.ts'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'
import { traceScoring } from '../scoring-trace.ts'
import { caseAnswers, type WorkedCases } from '../worked-cases.ts'
import { checkWorkedCases } from './worked-case-coverage-checks.ts'

function workedCasesOf(slug: string): WorkedCases {
  return JSON.parse(readFileSync(path.join(catalogDir, 'worked-cases', `${slug}.json`), 'utf8')) as WorkedCases
}

const others = (slug: string): TestDefinition | undefined => readCatalogJson(slug)

function problemsOf(slug: string, edit: (workedCases: WorkedCases) => void, definition = readCatalogJson(slug)) {
  const workedCases = copyOf(workedCasesOf(slug))
  edit(workedCases)
  return checkWorkedCases(definition, { json: workedCases }, others)
}

/** Keeps only the cases the filter accepts. */
const keep = (filter: (workedCase: WorkedCases['cases'][number]) => boolean) => (workedCases: WorkedCases) => {
  workedCases.cases = workedCases.cases.filter(filter) as WorkedCases['cases']
}

describe('worked-case checks', () => {
  it.each(['depression', 'audit', 'burnout', 'social-media-addiction', 'postnatal-health', 'sti-risk'])('%s: the real worked cases pass', (slug) => {
    expect(checkWorkedCases(readCatalogJson(slug), { json: workedCasesOf(slug) }, others)).toEqual([])
  })

  it('refuses the PHQ-9 cases without one in "Moderate depression", naming the band, its totals and its place', () => {
    expect(problemsOf('depression', keep((workedCase) => workedCase.grade !== 'Moderate depression'))).toEqual([
      {
        file: 'worked-cases/depression.json',
        pointer: '/cases',
        message: 'no worked case reaches the band "Moderate depression" (totals 10 to 14, depression.json /scoring/bands/2); add a case whose answers give a total in it',
      },
    ])
  })

  it('refuses the PHQ-9 cases without one where item 9 is above 0, naming both flags it fires', () => {
    const messages = problemsOf('depression', keep((workedCase) => (workedCase.answers as Record<string, number>)['phq-9'] === 0)).map((problem) => problem.message)
    expect(messages).toEqual([
      expect.stringMatching(/^no worked case makes the suicideRisk flag "You said you have had thoughts that you would be better off dead or.*" fire \(depression\.json \/scoring\/flags\/0\)/),
      expect.stringMatching(/^no worked case makes the nextSteps flag ".*" fire \(depression\.json \/scoring\/flags\/1\)/),
    ])
  })

  it('refuses BSMAS cases without the grade rule of the polythetic pattern, naming it', () => {
    const bsmas = readCatalogJson('social-media-addiction')
    expect(bsmas.scoring.gradeRules?.length).toBeGreaterThan(0)
    const ruleGrade = bsmas.scoring.gradeRules![0]!.grade
    const problems = problemsOf('social-media-addiction', keep((workedCase) => workedCase.name.includes('lowest and highest total of every band')))
    expect(problems.map((problem) => problem.message)).toContainEqual(`no worked case reaches the grade rule "${ruleGrade}" (social-media-addiction.json /scoring/gradeRules/0); add a case whose answers meet its condition`)
  })

  it('refuses burnout cases that never reach "High client-related burnout", naming the subscale band', () => {
    const burnout = readCatalogJson('burnout')
    const client = burnout.scoring.subscales!.findIndex((subscale) => subscale.id === 'clientBurnout')
    const high = burnout.scoring.subscales![client]!.bands.findIndex((band) => band.grade === 'High client-related burnout')
    const target = `/scoring/subscales/${client}/bands/${high}`
    const reaches = (workedCase: WorkedCases['cases'][number]) => {
      try {
        return traceScoring(burnout, caseAnswers(burnout, workedCase)).subscaleBands.includes(target)
      } catch {
        return false
      }
    }
    expect(workedCasesOf('burnout').cases.some(reaches)).toBe(true)
    const problems = problemsOf('burnout', keep((workedCase) => !reaches(workedCase)))
    expect(problems.map((problem) => problem.message)).toContainEqual(expect.stringMatching(
      new RegExp(`^no worked case reaches the band "High client-related burnout" of the subscale ".*" \\(scores from 75 up, burnout\\.json /scoring/subscales/${client}/bands/${high}\\)`),
    ))
  })

  it('refuses a case whose grade, total or flags are not what its answers give, at the case', () => {
    const problems = problemsOf('depression', (workedCases) => {
      const first = workedCases.cases[0]!
      first.grade = 'Mild depression'
      first.totalScore = 3
      first.flags = [0]
    })
    expect(problems).toEqual([
      { file: 'worked-cases/depression.json', pointer: '/cases/0/flags', message: 'the answers make no flag fire, not [0]' },
      { file: 'worked-cases/depression.json', pointer: '/cases/0/totalScore', message: 'is 3, but the answers give 0' },
      { file: 'worked-cases/depression.json', pointer: '/cases/0/grade', message: 'is "Mild depression", but the answers give "Minimal or no depression"' },
    ])
  })

  it('refuses a result expectation that does not hold, and an answer to a question the test does not have', () => {
    const problems = problemsOf('depression', (workedCases) => {
      workedCases.cases[0]!.result = { '/suicideRisk': { contains: 'call 999' } }
      workedCases.cases[1]!.answers = { 'phq-99': 1 }
    })
    expect(problems).toEqual([
      { file: 'worked-cases/depression.json', pointer: '/cases/0/result', message: 'expected {"contains":"call 999"} at /suicideRisk, but found nothing' },
      { file: 'worked-cases/depression.json', pointer: '/cases/1/answers', message: 'names "phq-99", which is not a question of depression.json' },
    ])
  })

  it('refuses a file that breaks its schema (a case with no flags), naming the field', () => {
    const problems = problemsOf('depression', (workedCases) => {
      delete (workedCases.cases[0] as { flags?: unknown }).flags
    })
    expect(problems).toEqual([{ file: 'worked-cases/depression.json', pointer: '/cases/0', message: expect.stringMatching(/"flags" is missing/) }])
  })

  it('refuses cases written for another test', () => {
    expect(problemsOf('depression', (workedCases) => (workedCases.test = 'anxiety'))).toEqual([
      { file: 'worked-cases/depression.json', pointer: '/test', message: 'is "anxiety", but these are the cases of depression.json; write "depression"' },
    ])
  })

  it('refuses an invariant that one set of answers breaks, naming the answers', () => {
    const problems = problemsOf('social-media-addiction', (workedCases) => {
      workedCases.invariants![2]!.then = { '/grade': { equals: 'High Risk of Dependence' } }
    })
    expect(problems).toEqual([
      { file: 'worked-cases/social-media-addiction.json', pointer: '/invariants/2/then', message: expect.stringMatching(/^does not hold for the answers \[[0-9, ]+\]: expected \{"equals":"High Risk of Dependence"\} at \/grade, but found "Moderate Risk of Dependence"/) },
    ])
  })

  it('refuses a test with no worked-cases file, on the test file', () => {
    expect(checkWorkedCases(readCatalogJson('depression'), undefined, others)).toEqual([
      { file: 'depression.json', pointer: '/', message: expect.stringMatching(/^has no worked cases: add worked-cases\/depression\.json/) },
    ])
  })

  it('refuses a published fact the test file no longer holds (an option reworded)', () => {
    const depression = copyOf(readCatalogJson('depression'))
    depression.questions[0]!.options![1]!.text = 'Some days'
    expect(problemsOf('depression', () => {}, depression)).toEqual([
      { file: 'worked-cases/depression.json', pointer: '/definition', message: 'expected {"equals":"Several days"} at /questions/0/options/1/text, but found "Some days"' },
    ])
  })
})
