/**
 * What the second language adds to a page's first load (issue 20; decision 066): the JavaScript a
 * cold visit transfers (brotli, as the server sends it, until the network is idle; measureTransfers)
 * for `/` and `/tests/depression`, in three builds:
 * - English before the languages: commit 274d12e (the last before Lingui), built and served from a
 *   clone of this repository at that commit (its own server, this repository's node_modules);
 * - English now, and Kiswahili now (`/sw/`, `/sw/tests/depression`): this working copy's build.
 * Everything between the two commits is the languages' work, so the difference is what they add:
 * the i18n runtime, the message ids, and the catalogues of the page's language (English pages load
 * the English catalogues: a production build keeps only the ids in the code).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { localisedPath } from '../schemas/locales.ts'
import { repoRoot, startServer, type RunningServer } from '../e2e/support/server.ts'
import { measureTransfers } from './browser-timing.ts'

/** The last commit before the site had languages (the parent of the Lingui commit cb921fa). */
export const BASELINE_COMMIT = '274d12e'

/** The addresses whose first load the budget of issue 20 covers (+3 KiB of JavaScript each). */
export const languageRoutes = ['/', '/tests/depression'] as const

export type LanguageWeight = { route: string; beforeBytes: number; englishBytes: number; kiswahiliBytes: number }

/** Ports for the two servers this measurement starts (this bench's range). */
const BASELINE_PORT = 4711

/** A clone of the repository at `commit`, built; removed by the returned function. */
function buildBaseline(commit: string): { root: string; web: string; remove: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-language-baseline-'))
  const remove = () => rmSync(root, { recursive: true, force: true })
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', repoRoot, root], { stdio: 'ignore' })
    execFileSync('git', ['-C', root, 'checkout', '--quiet', commit], { stdio: 'ignore' })
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'))
    const web = path.join(root, 'dist')
    execFileSync('npx', ['vite', 'build', '--outDir', web, '--emptyOutDir'], { cwd: root, stdio: 'ignore' })
    if (!existsSync(path.join(web, 'index.html'))) throw new Error(`The build of ${commit} wrote no index.html`)
    return { root, web, remove }
  } catch (error) {
    remove()
    throw error
  }
}

/** Bytes of JavaScript each address transfers on a cold visit to `server`. */
async function jsBytes(server: Pick<RunningServer, 'baseUrl'>, addresses: string[]): Promise<Map<string, number>> {
  const figures = await measureTransfers(server.baseUrl, addresses)
  return new Map(figures.map((figure) => [figure.route, figure.jsBytes]))
}

/**
 * Measures the three figures for each address; `current` serves this working copy's build. The
 * baseline commit is built and served on its own port, and removed afterwards.
 */
export async function measureLanguageWeight(current: Pick<RunningServer, 'baseUrl'>, commit = BASELINE_COMMIT): Promise<LanguageWeight[]> {
  const baseline = buildBaseline(commit)
  try {
    const server = await startServer({ checkout: { root: baseline.root, web: baseline.web }, port: BASELINE_PORT })
    let before: Map<string, number>
    try {
      before = await jsBytes(server, [...languageRoutes])
    } finally {
      await server.stop()
    }
    const english = await jsBytes(current, [...languageRoutes])
    const kiswahili = await jsBytes(current, languageRoutes.map((route) => localisedPath(route, 'sw')))
    return languageRoutes.map((route) => ({
      route,
      beforeBytes: before.get(route) ?? 0,
      englishBytes: english.get(route) ?? 0,
      kiswahiliBytes: kiswahili.get(localisedPath(route, 'sw')) ?? 0,
    }))
  } finally {
    baseline.remove()
  }
}
