/**
 * `npm run bench`: builds the web app, then measures page weight, the test flow in Chromium
 * (throttled and not), Lighthouse, the server under load, the engine alone, the assistant's
 * embedded path, and what the languages add to the first load (language-weight.ts); prints a table with
 * PASS or FAIL against bench/budgets.json and writes bench/results/latest.json and latest.md.
 *
 * Options: `--only=weight,browser,lighthouse,server,engine,chat,language,operations` (a comma-separated subset) and
 * `--quick` (one run each and short load periods: a smoke check of the harness, not figures to
 * record); `--no-build` (measure the build already in WEB_ROOT, e.g. one just built under the build
 * lock); `--url=http://127.0.0.1:PORT` (the browser measurements against a server already running
 * that build, instead of starting one); `--runs=N` (N cold runs of each browser measurement instead of 5).
 */
import { execSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { repoRoot, startServer, webRoot } from '../e2e/support/server.ts'
import { CHROMIUM_PATH } from '../e2e/support/browser.ts'
import budgets from './budgets.json' with { type: 'json' }
import { appPhq9, measurePhq9, measureTransfers } from './browser-timing.ts'
import { startFloorServer } from './plain-floor.ts'
import { startSurveyJsServer } from './surveyjs-anchor.ts'
import { measureChat } from './chat-latency.ts'
import { measureEngine } from './engine-speed.ts'
import { measureLanguageWeight } from './language-weight.ts'
import { measureLighthouse } from './lighthouse-audit.ts'
import { measuredRoutes, routeWeights } from './page-weight.ts'
import { markdown, verdicts, type Figures } from './report.ts'
import { measureServer } from './server-load.ts'
import { measureOperationsList } from './operations-list.ts'

const sections = ['weight', 'browser', 'lighthouse', 'server', 'engine', 'chat', 'language', 'operations'] as const
type Section = (typeof sections)[number]

function options(argv: string[]): { only: Set<Section>; quick: boolean; build: boolean } {
  const onlyArgument = argv.find((argument) => argument.startsWith('--only='))
  const chosen = onlyArgument ? onlyArgument.slice('--only='.length).split(',') : [...sections]
  const unknown = chosen.filter((name) => !sections.includes(name as Section))
  if (unknown.length > 0) throw new Error(`Unknown section(s): ${unknown.join(', ')}. Choose from ${sections.join(', ')}.`)
  return { only: new Set(chosen as Section[]), quick: argv.includes('--quick'), build: !argv.includes('--no-build') }
}

function version(command: string): string {
  try {
    return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'not found'
  }
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(execSync(`npm ls ${name} --json --depth=0`, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as { dependencies?: Record<string, { version: string }> }).dependencies?.[name]?.version ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

function about() {
  const cpus = os.cpus()
  const machine = `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`
  const versions = {
    node: process.version,
    chromium: version(`${CHROMIUM_PATH} --version`),
    preact: packageVersion('preact'),
    react: packageVersion('react'),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    vite: packageVersion('vite'),
  }
  return { date: new Date().toISOString(), machine, versions }
}

async function main(): Promise<void> {
  const { only, quick, build } = options(process.argv.slice(2))
  const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='))
  const runs = runsArgument ? Number(runsArgument.slice('--runs='.length)) : quick ? 1 : 5
  const info = about()
  console.log(`Benchmarks (${[...only].join(', ')}${quick ? ', quick' : ''}) on ${info.machine}`)

  if (build && (only.has('weight') || only.has('browser') || only.has('lighthouse') || only.has('server') || only.has('language'))) {
    console.log(`Building the web app into ${webRoot} ...`)
    execSync(`npx vite build --outDir ${JSON.stringify(webRoot)} --emptyOutDir`, { cwd: repoRoot, stdio: 'ignore' })
  }
  const figures: Figures = {}
  if (only.has('weight')) figures.weights = await routeWeights(webRoot)
  if (only.has('browser') || only.has('lighthouse') || only.has('language')) {
    const urlArgument = process.argv.find((argument) => argument.startsWith('--url='))?.slice('--url='.length)
    const server = urlArgument ? { baseUrl: urlArgument, stop: async () => {} } : await startServer({ timeoutMs: 180_000 })
    try {
      if (only.has('language')) {
        console.log('What the languages add to the first load (building the baseline commit) ...')
        figures.language = await measureLanguageWeight(server)
      }
      if (only.has('browser')) {
        console.log('Page transfers, then the test flow in Chromium ...')
        figures.transfers = await measureTransfers(server.baseUrl, measuredRoutes.map((route) => route.route))
        // The app, the plain-HTML floor and SurveyJS in the same run, in turn, the same way.
        const floor = await startFloorServer()
        const surveyJs = await startSurveyJsServer()
        try {
          ;[figures.surveyJsTransfer] = await measureTransfers(surveyJs.baseUrl, [surveyJs.route])
          const pages = [appPhq9(server.baseUrl), { ...appPhq9(floor.baseUrl), url: `${floor.baseUrl}${floor.route}` }, { ...appPhq9(surveyJs.baseUrl), url: `${surveyJs.baseUrl}${surveyJs.route}` }]
          ;[figures.throttled, figures.floorThrottled, figures.surveyJsThrottled] = await measurePhq9(pages, { runs, throttled: true })
          ;[figures.unthrottled, figures.floorUnthrottled, figures.surveyJsUnthrottled] = await measurePhq9(pages, { runs, throttled: false })
        } finally {
          await Promise.all([floor.stop(), surveyJs.stop()])
        }
      }
      if (only.has('lighthouse')) {
        console.log('Lighthouse ...')
        figures.lighthouse = await measureLighthouse(server.baseUrl, ['/', '/tests/depression'], { runs })
      }
    } finally {
      await server.stop()
    }
  }
  if (only.has('server')) {
    console.log('The server under load ...')
    figures.server = await measureServer(quick ? { seconds: 2, warmUpSeconds: 1 } : {})
  }
  if (only.has('engine')) figures.engine = measureEngine({ seconds: quick ? 0.5 : 2 })
  if (only.has('chat')) figures.chat = await measureChat({ rounds: quick ? 1 : 3 })
  if (only.has('operations')) {
    console.log(`The operations list with ${quick ? '2,000' : '10,000'} bookings ...`)
    figures.operations = await measureOperationsList(quick ? { bookings: 2000, requests: 30 } : {})
  }

  const list = verdicts(figures, budgets)
  const versions = Object.entries(info.versions).map(([name, value]) => `${name} ${value}`).join(', ')
  const report = markdown(figures, list, { date: info.date, machine: info.machine, versions })
  const resultsDir = fileURLToPath(new URL('./results/', import.meta.url))
  await mkdir(resultsDir, { recursive: true })
  const name = quick ? 'quick' : 'latest'
  await writeFile(path.join(resultsDir, `${name}.json`), JSON.stringify({ ...info, quick, budgets, figures, verdicts: list }, null, 2) + '\n')
  await writeFile(path.join(resultsDir, `${name}.md`), report)
  console.log(`\n${report}`)
  console.log(`Written to bench/results/${name}.json and ${name}.md`)
  if (list.some((verdict) => !verdict.pass)) console.log(`FAIL: ${list.filter((verdict) => !verdict.pass).length} budget(s) missed.`)
  else console.log('PASS: every budget measured is met.')
}

await main()
