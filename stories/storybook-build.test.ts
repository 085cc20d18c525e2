/**
 * `npm run build-storybook` on a clean checkout (issue 19 item 4): a copy of the repository's
 * files, without dist/, storybook-static/ or anything else an earlier build leaves behind, builds
 * a static Storybook listing every catalogue test; and the same copy with one broken test file is
 * refused with the checker's own line. Two real builds, as QA and CI run them (the broken one
 * stops before bundling). The build time is printed.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testFilePaths } from '#tools/catalog-files.ts'
import { cleanCheckout } from '#tools/clean-checkout.ts'

let checkout: string

function buildStorybook(outDir: string): { status: number | null; output: string; seconds: number } {
  const started = performance.now()
  const run = spawnSync('npm', ['run', 'build-storybook', '--', '--quiet', '--output-dir', outDir], { cwd: checkout, encoding: 'utf8', timeout: 240_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } })
  return { status: run.status, output: `${run.stdout}${run.stderr}`, seconds: (performance.now() - started) / 1000 }
}

beforeAll(() => {
  checkout = cleanCheckout('storybook-checkout-')
})

afterAll(() => rmSync(checkout, { recursive: true, force: true }))

describe('npm run build-storybook on a clean checkout', () => {
  it('builds a static Storybook that lists every catalogue test', async () => {
    const outDir = path.join(checkout, 'storybook-static')
    const build = buildStorybook(outDir)
    console.info(`build-storybook on a clean checkout: ${build.seconds.toFixed(1)} s`)
    expect(build.output).not.toContain('ENOENT')
    expect(build.status, build.output).toBe(0)
    const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, { title: string; importPath: string }> }
    const listed = Object.values(index.entries).filter((entry) => entry.title.startsWith('Catalogue tests/')).map((entry) => entry.importPath.replace('virtual:catalogue-story/', ''))
    expect(listed.sort()).toEqual((await testFilePaths()).map((file) => path.basename(file, '.json')).sort())
    expect(readFileSync(path.join(outDir, 'iframe.html'), 'utf8')).toContain('<div id="storybook-root">')
  }, 240_000)

  it("refuses to build with one broken catalogue file, printing the checker's line for it", () => {
    const file = path.join(checkout, 'tests-catalog', 'tests', 'depression.json')
    const broken = JSON.parse(readFileSync(file, 'utf8')) as { scoring: { bands: unknown[] } }
    broken.scoring.bands.splice(2, 1)
    writeFileSync(file, JSON.stringify(broken, null, 2))
    const outDir = path.join(checkout, 'storybook-broken')
    const build = buildStorybook(outDir)
    console.info(`build-storybook refusing a broken file: ${build.seconds.toFixed(1)} s`)
    expect(build.status).not.toBe(0)
    expect(build.output).toContain('npm run check:catalog found problems in the catalogue')
    expect(build.output).toMatch(/depression\.json \/scoring\/bands\/\d+\/min: a total of 10 to 14 has no band/)
  }, 240_000)
})
