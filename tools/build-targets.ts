/**
 * The two builds the site runs from, and `buildIfStale`: the web app (dist/, Vite) and the
 * compiled server (dist-server/, esbuild), each made again only when missing, older than its
 * sources or (the web app) made with other VITE_* variables, which Vite writes into the bundle
 * (build-freshness.ts). Each build leaves a stamp (`.build-stamp.json`) with the time it started
 * and a hash of its settings. Used by `npm start` (build-if-stale.ts), the size budgets and the
 * end-to-end set-up, so one build of dist/ serves them all. Builds of one target wait for each
 * other (a lock file beside the output), so two test runs never build into one folder at once.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildFreshness, readBuildStamp, settingsHash, sourceFiles, type BuildStamp } from './build-freshness.ts'
import { buildServer, defaultServerOutDir, repoRoot } from './build-server.ts'

export type BuildTarget = { name: string; outDir: string; sources: string[]; settingsPrefixes: string[]; build(): Promise<void> | void }

/** What each build reads: its code, the catalogue and schemas it imports, its configuration and the locked packages. */
export const webBuild: BuildTarget = {
  name: 'web app (dist/)',
  outDir: path.join(repoRoot, 'dist'),
  sources: ['web', 'engine', 'schemas', 'tests-catalog', 'tools', 'vite.config.ts', 'package.json', 'package-lock.json'],
  settingsPrefixes: ['VITE_'],
  // As `npm run build` does: in production mode (a test runner's NODE_ENV=test would pick packages' development builds).
  build: () => void execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } }),
}

export const serverBuild: BuildTarget = {
  name: 'server (dist-server/)',
  outDir: defaultServerOutDir,
  sources: ['server', 'engine', 'schemas', 'tests-catalog', 'tools/rotate-keys.ts', 'tools/migrate.ts', 'tools/build-server.ts', 'package.json', 'package-lock.json'],
  settingsPrefixes: [],
  build: () => buildServer(),
}

const stampFile = (target: BuildTarget) => path.join(target.outDir, '.build-stamp.json')

/** Holds `<outDir>.lock` while `work` runs; waits (up to 10 minutes) while another process holds it. */
async function withBuildLock<T>(target: BuildTarget, work: () => Promise<T>): Promise<T> {
  const lock = `${target.outDir.replace(/\/$/, '')}.build-lock`
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A lock left by a build that was killed is older than any real build.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 10 * 60_000) rmSync(lock, { force: true })
      if (Date.now() > deadline) throw new Error(`${lock} is held by another build for too long; remove it if no build is running`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { force: true })
  }
}

/** Builds the target if it is stale; returns whether it built. */
export async function buildIfStale(target: BuildTarget, log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<boolean> {
  return withBuildLock(target, async () => {
    const settings = settingsHash(process.env, target.settingsPrefixes)
    const freshness = buildFreshness({ stamp: readBuildStamp(stampFile(target)), sources: sourceFiles(repoRoot, target.sources), settings })
    if (freshness.fresh) {
      log(`The ${target.name} is up to date.`)
      return false
    }
    log(`Building the ${target.name}: ${freshness.reason}.`)
    const stamp: BuildStamp = { builtAt: Date.now(), settings }
    await target.build()
    mkdirSync(target.outDir, { recursive: true })
    writeFileSync(stampFile(target), `${JSON.stringify(stamp)}\n`)
    return true
  })
}
