/**
 * `npm run check:catalog` as a translator runs it, on broken copies of catalogue tests: a
 * Kiswahili string taken out of a bilingual checklist fails the check with the file, the JSON
 * pointer and the language; PHQ-9 declared in Kiswahili without its cited Kiswahili source, and
 * with its questions in the team list, fails it too. (engine/checks/translation-checks.test.ts
 * shows every rule; this shows the command an author runs prints them.) On the whole catalogue it
 * ends by naming the tests that are in Kiswahili.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import type { TestDefinition } from '#schemas/index.ts'
import { visibleStrings } from '#engine/index.ts'
import { catalogSlugs, copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const workDir = mkdtempSync(path.join(tmpdir(), 'check-translations-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

function checkCopy(definition: TestDefinition): { status: number | null; output: string } {
  const file = path.join(workDir, `${definition.routeSlug}.json`)
  writeFileSync(file, JSON.stringify(definition, null, 2))
  const run = spawnSync('npm', ['run', '-s', 'check:catalog', '--', file], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** A guideline checklist of the catalogue that is in Kiswahili. */
function bilingualChecklist(): TestDefinition {
  const slug = catalogSlugs().find((name) => {
    const definition = readCatalogJson(name)
    return definition.source.kind === 'guideline-checklist' && definition.translations?.sw?.team
  })
  if (!slug) throw new Error('No guideline checklist of the catalogue is in Kiswahili yet')
  return copyOf(readCatalogJson(slug))
}

describe('npm run check:catalog on translations', () => {
  it('says which tests of the catalogue are in Kiswahili', () => {
    const run = spawnSync('npm', ['run', '-s', 'check:catalog'], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 })
    const slugs = catalogSlugs().filter((slug) => readCatalogJson(slug).translations?.sw)
    expect(run.stdout).toContain(`In Kiswahili: ${slugs.length} of ${catalogSlugs().length} tests (${slugs.join(', ')}).`)
  }, 120_000)

  it('fails on a Kiswahili string taken out, naming the file, the pointer and the language', () => {
    const checklist = bilingualChecklist()
    const [first] = visibleStrings(checklist)
    delete checklist.translations!.sw!.team![first!.pointer]
    const run = checkCopy(checklist)
    expect(run.status).toBe(1)
    expect(run.output).toContain(`${checklist.routeSlug}.json ${first!.pointer}: no Kiswahili (sw) text; add it under /translations/sw/team`)
  }, 120_000)

  it('fails on a validated instrument in Kiswahili without its cited source and with team-translated questions', () => {
    const depression = copyOf(readCatalogJson('depression'))
    delete depression.source.translations
    depression.translations = { sw: { team: Object.fromEntries(visibleStrings(depression).map(({ pointer, text }) => [pointer, `[sw] ${text}`])) } }
    const run = checkCopy(depression)
    expect(run.status).toBe(1)
    expect(run.output).toContain('depression.json /source/translations/sw: this validated instrument declares Kiswahili (sw) but does not cite its Kiswahili (sw) source')
    expect(run.output).toContain('depression.json /translations/sw/team/~1questions~10~1question: this is a validated instrument: its questions and options may be copied only from the published Kiswahili (sw) translation')
  }, 120_000)
})
