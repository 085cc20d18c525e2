/**
 * `npm run try-test -- <file> --lang sw`, as a translator uses it: a bilingual test runs with its
 * Kiswahili grades (the results of random paths), one without Kiswahili says so and runs in
 * English, and an unknown language is refused with the usage.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { localiseDefinition } from '#engine/index.ts'
import { catalogSlugs, readCatalogJson } from './catalog-fixtures.ts'
import { parseArguments } from './try-test.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

function tryTest(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/try-test.ts', ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

describe('try-test in Kiswahili', () => {
  it('reads --lang', () => {
    expect(parseArguments(['tests/x.json', '--lang', 'sw'])).toMatchObject({ file: 'tests/x.json', lang: 'sw' })
    expect(parseArguments(['tests/x.json'])).toMatchObject({ lang: 'en' })
    expect(parseArguments(['tests/x.json', '--lang', 'fr'])).toBe('--lang needs en or sw')
  })

  it('gives a bilingual test its Kiswahili grades, and says when a test has no Kiswahili', () => {
    const slug = catalogSlugs().find((name) => readCatalogJson(name).translations?.sw)!
    const swahili = localiseDefinition(readCatalogJson(slug), 'sw')
    const grades = [...(swahili.scoring.gradeRules ?? []), ...swahili.scoring.bands].map((graded) => graded.grade)
    const run = tryTest(`tests-catalog/tests/${slug}.json`, '--lang', 'sw', '--all-paths', '--count', '3')
    expect(run.status).toBe(0)
    const results = run.stdout.split('\n').filter((line) => / -> /.test(line))
    expect(results.length).toBeGreaterThan(0)
    for (const line of results) expect(grades.some((grade) => line.includes(`: ${grade} (`)), line).toBe(true)
    const englishOnly = catalogSlugs().find((name) => !readCatalogJson(name).translations?.sw)!
    expect(tryTest(`tests-catalog/tests/${englishOnly}.json`, '--lang', 'sw', '--all-paths', '--count', '1').stdout).toContain(`${englishOnly} has no Kiswahili version; it runs in English.`)
  }, 120_000)
})
