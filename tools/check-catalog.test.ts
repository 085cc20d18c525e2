/**
 * The clinical authors' command, run for real as a child process: `npm run check:catalog` passes
 * on the catalogue, prints every problem of a broken copy as "file /pointer: sentence" and exits
 * 1, and reports a file that is not JSON instead of crashing. A new test file named on the command
 * line is checked against the rest of the catalogue: a code that is taken or does not fit its
 * category fails, with the next free code; a repeated instrument is a warning that does not fail.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import type { TestDefinition } from '#schemas/index.ts'
import { nextFreeCode, type WorkedCase, type WorkedCases } from '#engine/index.ts'
import { catalogDir } from './catalog-files.ts'
import { catalogSlugs, copyOf, readCatalogJson } from './catalog-fixtures.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const workDir = mkdtempSync(path.join(tmpdir(), 'check-catalog-'))
const TIMEOUT_MS = 60_000

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

/** Runs `node --import tsx tools/check-catalog.ts [files]` from the repository root. */
function checkCatalog(...files: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/check-catalog.ts', ...files], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
  })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

/** Writes a broken copy of depression.json into its own folder, so the file name stays right. */
function writeBrokenDepression(folder: string, edit: (definition: TestDefinition) => void): string {
  const definition = copyOf(readCatalogJson('depression'))
  edit(definition)
  const dir = path.join(workDir, folder)
  mkdirSync(dir, { recursive: true })
  const filePath = path.join(dir, 'depression.json')
  writeFileSync(filePath, JSON.stringify(definition, null, 2))
  return filePath
}

/** A new mental-health test made from a copy of anxiety.json, saved as <slug>.json in a folder of its own. */
function writeNewTest(slug: string, edit: (definition: TestDefinition) => void): string {
  const definition = copyOf(readCatalogJson('anxiety'))
  Object.assign(definition, { routeSlug: slug, testCode: nextMentalHealthCode })
  definition.source.instrument = `Worry check ${slug}`
  definition.questions.forEach((question, index) => (question.question = `Worry check statement number ${index + 1}`))
  edit(definition)
  const dir = path.join(workDir, slug)
  mkdirSync(dir, { recursive: true })
  const filePath = path.join(dir, `${slug}.json`)
  writeFileSync(filePath, JSON.stringify(definition, null, 2))
  writeWorkedCases(slug, (cases) => cases)
  return filePath
}

/**
 * The worked cases of a new test made from anxiety.json, in worked-cases/ beside its folder (where
 * the checker looks): anxiety's cases with their answers and scores, without the facts about
 * anxiety's own wording. `edit` may drop or change cases.
 */
function writeWorkedCases(slug: string, edit: (cases: WorkedCase[]) => WorkedCase[]): void {
  const anxiety = JSON.parse(readFileSync(path.join(catalogDir, 'worked-cases', 'anxiety.json'), 'utf8')) as WorkedCases
  const cases: WorkedCase[] = anxiety.cases.map(({ result: _result, ...rest }) => rest)
  const workedCases: WorkedCases = { test: slug, source: anxiety.source, cases: edit(cases) as WorkedCases['cases'] }
  mkdirSync(path.join(workDir, 'worked-cases'), { recursive: true })
  writeFileSync(path.join(workDir, 'worked-cases', `${slug}.json`), JSON.stringify(workedCases, null, 2))
}

const nextMentalHealthCode = nextFreeCode('MH', catalogSlugs().map((slug) => readCatalogJson(slug).testCode))

describe('npm run check:catalog', () => {
  it('passes on the catalogue as written', () => {
    const run = checkCatalog()
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/^\d+ test definitions and \d+ catalogue files \(\d+ categories, \d+ crisis contacts, \d+ services, \d+ wellness packages\) checked: no problems\./)
    expect(run.status).toBe(0)
  }, TIMEOUT_MS)

  it('prints each band problem of a broken copy and exits 1', () => {
    const filePath = writeBrokenDepression('bands', (d) => {
      d.scoring.bands.splice(2, 1) // no band for 10 to 14
      d.scoring.bands[3]!.min = 19 // 15-19 and 19-27 overlap at 19
    })
    const run = checkCatalog(filePath)
    expect(run.status).toBe(1)
    const lines = run.stderr.split('\n')
    expect(lines).toContain('depression.json /scoring/bands/2/min: a total of 10 to 14 has no band')
    expect(lines).toContain('depression.json /scoring/bands/3/min: a total of 19 falls in two bands; each must fall in exactly one')
    expect(run.stderr).toMatch(/1 test definition and 0 catalogue files checked: 2 problems to fix\./)
  }, TIMEOUT_MS)

  it('prints a missing band and a jump to nowhere together and exits 1', () => {
    const filePath = writeBrokenDepression('band-and-jump', (d) => {
      d.scoring.bands.splice(2, 1)
      d.questions[3]!.options![1]!.nextQuestion = 'q12'
    })
    const run = checkCatalog(filePath)
    expect(run.status).toBe(1)
    const lines = run.stderr.split('\n')
    expect(lines).toContain('depression.json /questions/3/options/1/nextQuestion: "q12" is not a question in this test')
    expect(lines).toContain('depression.json /scoring/bands/2/min: a total of 10 to 14 has no band')
  }, TIMEOUT_MS)

  it('reports a file that is not valid JSON, without crashing, and still checks the others', () => {
    const notJson = path.join(workDir, 'not-json.json')
    writeFileSync(notJson, '{ "routeSlug": "not-json", ')
    const broken = writeBrokenDepression('after-not-json', (d) => void d.scoring.bands.splice(2, 1))
    const run = checkCatalog(notJson, broken)
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/^not-json\.json \/: is not valid JSON/m)
    expect(run.stderr.split('\n')).toContain('depression.json /scoring/bands/2/min: a total of 10 to 14 has no band')
    expect(run.stderr).not.toMatch(/^\s+at |Error:/m)
    expect(run.stderr).toMatch(/2 problems to fix\./)
  }, TIMEOUT_MS)

  it('accepts a new test with the next free code of its category, and warns (without failing) when it repeats an instrument', () => {
    const fresh = writeNewTest('worry-check', () => {})
    const sameName = writeNewTest('gad-copy', (d) => {
      d.testCode = nextFreeCode('MH', [nextMentalHealthCode])
      d.source.instrument = readCatalogJson('anxiety').source.instrument.toUpperCase()
    })
    const sameQuestions = writeNewTest('gad-questions', (d) => {
      d.testCode = nextFreeCode('MH', [nextFreeCode('MH', [nextMentalHealthCode])])
      d.questions = readCatalogJson('anxiety').questions
    })
    const run = checkCatalog(fresh, sameName, sameQuestions)
    expect(run.status).toBe(0)
    const lines = run.stderr.split('\n')
    expect(lines).toContain('warning: gad-copy.json /source/instrument: names the same instrument as anxiety.json ("Generalized Anxiety Disorder 7-item scale (GAD-7)"); the catalogue already has it: change anxiety.json instead, unless this test is meant to be a separate one')
    expect(lines).toContainEqual(expect.stringMatching(/^warning: gad-questions\.json \/questions: asks the same questions as anxiety\.json \(\d+ of its \d+\)/))
    expect(run.stderr).not.toMatch(/worry-check\.json/)
    expect(run.stdout).toMatch(/^3 test definitions and 0 catalogue files checked: no problems \(2 warnings: see above\)\./)
  }, TIMEOUT_MS)

  it('refuses a new test without worked cases, and one whose cases reach no "Moderate anxiety" case, naming the band', () => {
    const without = writeNewTest('no-cases', () => {})
    unlinkSync(path.join(workDir, 'worked-cases', 'no-cases.json'))
    const missingBand = writeNewTest('band-missing', (d) => (d.testCode = nextFreeCode('MH', [nextMentalHealthCode])))
    writeWorkedCases('band-missing', (cases) => cases.filter((workedCase) => workedCase.grade !== 'Moderate anxiety'))
    const run = checkCatalog(without, missingBand)
    expect(run.status).toBe(1)
    const lines = run.stderr.split('\n')
    expect(lines).toContain('no-cases.json /: has no worked cases: add worked-cases/no-cases.json beside tests/, with answers from the published scoring that reach every band and flag (tests-catalog/README.md, "Worked cases")')
    expect(lines).toContain('worked-cases/band-missing.json /cases: no worked case reaches the band "Moderate anxiety" (totals 10 to 14, band-missing.json /scoring/bands/2); add a case whose answers give a total in it')
    expect(run.stderr).toMatch(/: 2 problems to fix/)
  }, TIMEOUT_MS)

  it('refuses a new test whose code is taken or does not begin with its category\'s id, naming the next free code', () => {
    const taken = writeNewTest('code-taken', (d) => (d.testCode = 'MH-002'))
    const wrongPrefix = writeNewTest('code-prefix', (d) => (d.testCode = 'DA-042'))
    const run = checkCatalog(taken, wrongPrefix)
    expect(run.status).toBe(1)
    const lines = run.stderr.split('\n')
    expect(lines).toContain(`code-taken.json /testCode: "MH-002" is already the code of anxiety.json; every test needs its own code: use the next free one, ${nextMentalHealthCode}`)
    expect(lines).toContain(`code-prefix.json /testCode: "DA-042" does not fit the category mental-health: its tests' codes begin with MH- (the category's id in categories.json); use the next free one, ${nextMentalHealthCode}`)
  }, TIMEOUT_MS)
})
