/**
 * The first half of `npm start`: builds the web app (dist/) and the compiled server
 * (dist-server/) only when one is missing, older than its sources or (the web app) made with other
 * VITE_* variables, which Vite writes into the bundle (build-freshness.ts); then `npm start` runs
 * `node dist-server/main.js`. The site's contacts are not part of the build (decision 053). Each build
 * leaves a stamp (`.build-stamp.json`) with the time it started and a hash of its settings.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildFreshness, readBuildStamp, settingsHash, sourceFiles, type BuildStamp } from './build-freshness.ts'
import { buildServer, defaultServerOutDir, repoRoot } from './build-server.ts'

type Target = { name: string; outDir: string; sources: string[]; settingsPrefixes: string[]; build(): Promise<void> | void }

/** What each build reads: its code, the catalogue and schemas it imports, its configuration and the locked packages. */
const buildTargets: Target[] = [
  {
    name: 'web app (dist/)',
    outDir: path.join(repoRoot, 'dist'),
    sources: ['web', 'engine', 'schemas', 'tests-catalog', 'tools', 'vite.config.ts', 'package.json', 'package-lock.json'],
    settingsPrefixes: ['VITE_'],
    build: () => void execFileSync('npx', ['vite', 'build'], { cwd: repoRoot, stdio: 'inherit' }),
  },
  {
    name: 'server (dist-server/)',
    outDir: defaultServerOutDir,
    sources: ['server', 'engine', 'schemas', 'tests-catalog', 'tools/rotate-keys.ts', 'tools/migrate.ts', 'tools/build-server.ts', 'package.json', 'package-lock.json'],
    settingsPrefixes: [],
    build: () => buildServer(),
  },
]

const stampFile = (target: Target) => path.join(target.outDir, '.build-stamp.json')

async function buildIfStale(target: Target, log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<boolean> {
  const settings = settingsHash(process.env, target.settingsPrefixes)
  const freshness = buildFreshness({ stamp: readBuildStamp(stampFile(target)), sources: sourceFiles(repoRoot, target.sources), settings })
  if (freshness.fresh) {
    log(`The ${target.name} is up to date.`)
    return false
  }
  log(`Building the ${target.name}: ${freshness.reason}.`)
  const stamp: BuildStamp = { builtAt: Date.now(), settings }
  await target.build()
  writeFileSync(stampFile(target), `${JSON.stringify(stamp)}\n`)
  return true
}

for (const target of buildTargets) await buildIfStale(target)
