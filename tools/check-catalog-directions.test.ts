/**
 * `npm run check:catalog` as an author runs it: an item scored against all the others of a scale
 * that declares a direction (burnout's work item 7 without its reverseScored mark) is a
 * `warning:` line that names it and does not fail the check; a "Very high" band in green fails it
 * with the band named.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import type { TestDefinition } from '#schemas/index.ts'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const workDir = mkdtempSync(path.join(tmpdir(), 'check-directions-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

function checkCopy(definition: TestDefinition): { status: number | null; output: string } {
  const file = path.join(workDir, `${definition.routeSlug}.json`)
  writeFileSync(file, JSON.stringify(definition, null, 2))
  const run = spawnSync('npm', ['run', '-s', 'check:catalog', '--', file], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe('npm run check:catalog on scales and tones', () => {
  it('warns about an item scored against all the others of a scale with a direction (a warning line, not a problem)', () => {
    const burnout = copyOf(readCatalogJson('burnout'))
    const item = burnout.questions[12]!
    expect(item.id).toBe('cbi-w7')
    delete (item as { reverseScored?: true }).reverseScored
    const run = checkCopy(burnout)
    expect(run.output).toContain('warning: burnout.json /questions/12/options: question 13 ("cbi-w7") scores its options rising down the list (0 to 100), against all the other 6 items of the total; if it is reverse-scored on purpose, add "reverseScored": true to the question, otherwise correct its scores')
    expect(run.output).not.toMatch(/^burnout\.json \/questions\/12/m)
  }, 120_000)

  it('fails on a "Very high" band in green, naming the band', () => {
    const depression = copyOf(readCatalogJson('depression'))
    Object.assign(depression.scoring.bands[4]!, { grade: 'Very high', tone: 'green' })
    const run = checkCopy(depression)
    expect(run.status).toBe(1)
    expect(run.output).toContain('depression.json /scoring/bands/4/tone: "Very high" is green, milder than "Moderately severe depression" (red-orange) below it')
  }, 120_000)
})
