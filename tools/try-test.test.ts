/**
 * `npm run try-test`, run as an author runs it, with answers piped in: it asks each question on
 * the path (AUDIT's skip rule leaves questions out), explains and asks again after a line that is
 * not an answer, and prints the grade with its band, the flags raised and the next steps.
 * `--all-paths` lists every way of answering a small test, and seeded random ways (the same for
 * the same seed) for a test with too many, saying which.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const workDir = mkdtempSync(path.join(tmpdir(), 'try-test-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

function tryTest(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync('npm', ['run', '-s', 'try-test', '--', ...args], { cwd: repoRoot, input, encoding: 'utf8', timeout: 60_000 })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

const lines = (...answers: (number | string)[]) => answers.map((answer) => `${answer}\n`).join('')
const questionsAsked = (stdout: string) => [...stdout.matchAll(/^Question \d+ \(([a-z0-9-]+)\)/gm)].map((match) => match[1])

describe('npm run try-test -- <file.json>', () => {
  it('walks the PHQ-9 and prints the grade with its band, no flags and the next steps', () => {
    // Option numbers from 1: five items "More than half the days" (2 points each), four "Not at all": 10.
    const run = tryTest(['tests-catalog/tests/depression.json'], lines(3, 3, 3, 3, 3, 1, 1, 1, 1, 1))
    expect(run.status).toBe(0)
    expect(questionsAsked(run.stdout)).toHaveLength(10)
    expect(run.stdout).toContain('Result: Moderate depression (orange; band 3: 10 to 14)')
    expect(run.stdout).toContain('Total score: 10 of 27')
    expect(run.stdout).toContain('Flags raised: none')
    expect(run.stdout).toMatch(/Next steps:\n {2}1\. Book a session with a therapist or doctor/)
  })

  it('prints the suicide-risk flag raised by PHQ-9 item 9', () => {
    const run = tryTest(['tests-catalog/tests/depression.json'], lines(1, 1, 1, 1, 1, 1, 1, 1, 2, 1))
    expect(run.stdout).toContain('Result: Minimal or no depression (green; band 1: 0 to 4)')
    expect(run.stdout).toMatch(/Flags raised:\n {2}- suicideRisk: You said you have had thoughts that you would be better off dead/)
  })

  it("follows the test's jumps: AUDIT's \"Never\" on item 1 goes straight to item 9", () => {
    const run = tryTest(['tests-catalog/tests/audit.json'], lines(1, 1, 1, 1))
    expect(questionsAsked(run.stdout)).toEqual(['audit-1', 'audit-9', 'audit-10', 'audit-sex'])
    expect(run.stdout).toContain('Result: Low Risk of Dependence')
  })

  it('explains a line that is not an answer and asks again', () => {
    const run = tryTest(['tests-catalog/tests/depression.json'], lines(7, 'two', 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
    expect(run.stdout.match(/Not an answer here: type a number from 1 to 4\. Try again:/g)).toHaveLength(2)
    expect(run.stdout).toContain('Total score: 0 of 27')
  })

  it('shows each subscale with its grade (burnout)', () => {
    // Personal items "Sometimes" (50), work items "Never" with item 7 "Always" (0), no client work.
    const run = tryTest(['tests-catalog/tests/burnout.json'], lines(3, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 5, 1, 2, 1))
    expect(run.stdout).toContain('Scale "Personal burnout": 50 of 100, Moderate personal burnout (yellow)')
    expect(run.stdout).toContain('Scale "Work-related burnout": 0 of 100, Low work-related burnout (green)')
    expect(run.stdout).not.toContain('Client-related burnout"')
  })

  it('says where the input ended, with no result, when the answers run out', () => {
    const run = tryTest(['tests-catalog/tests/depression.json'], lines(1, 1))
    expect(run.status).toBe(1)
    expect(run.stdout).toContain('The input ended at question 3 ("phq-3"): no result.')
    expect(run.stdout).not.toContain('Result:')
  })

  it("refuses a broken file with the checker's lines", () => {
    const broken = copyOf(readCatalogJson('depression'))
    broken.scoring.bands.splice(1, 1)
    const file = path.join(workDir, 'depression.json')
    writeFileSync(file, JSON.stringify(broken))
    const run = tryTest([file])
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('depression.json /scoring/bands/1/min: a total of 5 to 9 has no band')
    expect(run.stdout).not.toContain('Question 1')
  })
})

describe('npm run try-test -- <file.json> --all-paths', () => {
  it('prints every way of answering a small test, each with its result', () => {
    const small = copyOf(readCatalogJson('depression'))
    small.questions = small.questions.filter((question) => ['phq-1', 'phq-9'].includes(question.id)) as typeof small.questions
    Object.assign(small, { expectedTotalScore: 6 })
    small.scoring.total = { sum: { items: ['phq-1', 'phq-9'] } }
    small.scoring.bands = [{ ...small.scoring.bands[0]!, min: 0, max: 2 }, { ...small.scoring.bands[1]!, min: 3, max: 6 }]
    delete small.scoring.sections
    const file = path.join(workDir, 'two-items.json')
    writeFileSync(file, JSON.stringify({ ...small, routeSlug: 'two-items' }))
    const run = tryTest([file, '--all-paths'])
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('two-items: 16 ways to answer; every one of them:')
    const results = run.stdout.split('\n').filter((line) => /^\d+\. /.test(line))
    expect(results).toHaveLength(16)
    expect(results[0]).toBe('1. 1 1 -> 0 of 6: Minimal or no depression (green)')
    expect(results[15]).toBe('16. 4 4 -> 6 of 6: Mild depression (yellow); flags: suicideRisk, nextSteps')
  })

  it('prints seeded random ways for a test with too many, saying so, the same for the same seed', () => {
    const first = tryTest(['tests-catalog/tests/audit.json', '--all-paths', '--count', '5', '--seed', '7'])
    expect(first.stdout).toContain('audit: more than 500 ways to answer; 5 random ones (seed 7; --seed to change, --count for more):')
    const results = first.stdout.split('\n').filter((line) => /^\d+\. /.test(line))
    expect(results).toHaveLength(5)
    for (const line of results) expect(line).toMatch(/ -> \d+ of 40: .+ \((green|yellow|orange|red-orange)\)/)
    expect(tryTest(['tests-catalog/tests/audit.json', '--all-paths', '--count', '5', '--seed', '7']).stdout).toBe(first.stdout)
    expect(tryTest(['tests-catalog/tests/audit.json', '--all-paths', '--count', '5', '--seed', '8']).stdout).not.toBe(first.stdout)
  })
})
