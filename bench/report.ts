/**
 * Turns the figures into verdicts against bench/budgets.json and the anchor of issue 8 (SurveyJS
 * showing PHQ-9, measured the same way), and into the Markdown table the README carries.
 */
import type { FlowFigures, TransferFigure } from './browser-timing.ts'
import type { ChatLatencyFigures } from './chat-latency.ts'
import type { OperationsListFigure } from './operations-list.ts'
import type { EngineFigure } from './engine-speed.ts'
import type { LanguageWeight } from './language-weight.ts'
import type { LighthouseFigures } from './lighthouse-audit.ts'
import type { RouteWeight } from './page-weight.ts'
import type { LoadFigure } from './server-load.ts'
import { kib } from './page-weight.ts'
import { round } from './stats.ts'

/** The anchor's figures (issue 8): SurveyJS PHQ-9, Vite production build, same throttling. */
export const anchor = { jsKiB: 320, cssKiB: 29, firstQuestionMs: 3200, lighthouseScore: 78, lcpMs: 2600, tbtMs: 340, cls: 0.16 }

export type Budgets = {
  sizes: Record<string, { jsKiB: number }>
  /** What the second language may add to a route's first load (issue 20). */
  language: { addedJsKiB: number }
  /** The app against the plain-HTML floor and SurveyJS (issue 21): the largest ratios allowed. */
  floor: { firstQuestionRatioMax: number; stepsRatioMax: number; surveyJsRatioMax: number }
  timings: {
    firstQuestionMs: number
    firstAnswerToResultMs: number
    lighthouseScoreMin: number
    clsMax: number
    interpretRequestsPerSecondMin: number
    interpretP99MsMax: number
    failedRequestsMax: number
    chatP95MsMax: number
    /** GET /api/staff/bookings with 10,000 bookings seeded: p95 server time (issue 22, bench/operations-list.ts). */
    operationsListP95MsMax: number
  }
}

export type Figures = {
  weights?: RouteWeight[]
  transfers?: TransferFigure[]
  throttled?: FlowFigures
  unthrottled?: FlowFigures
  /** The plain-HTML floor (plain-floor.ts), measured the same way in the same run. */
  floorThrottled?: FlowFigures
  floorUnthrottled?: FlowFigures
  /** SurveyJS's PHQ-9 (surveyjs-anchor.ts), measured the same way in the same run, and what its page transfers. */
  surveyJsThrottled?: FlowFigures
  surveyJsUnthrottled?: FlowFigures
  surveyJsTransfer?: TransferFigure
  lighthouse?: LighthouseFigures[]
  server?: { pinned: boolean; figures: LoadFigure[] }
  engine?: EngineFigure[]
  chat?: ChatLatencyFigures
  operations?: OperationsListFigure
  language?: LanguageWeight[]
}

export type Verdict = { check: string; budget: string; measured: string; pass: boolean }

export function verdicts(figures: Figures, budgets: Budgets): Verdict[] {
  const list: Verdict[] = []
  for (const [route, budget] of Object.entries(budgets.sizes)) {
    const weight = figures.weights?.find((candidate) => candidate.route === route)
    if (weight) list.push({ check: `JavaScript first loaded by ${route}`, budget: `≤ ${budget.jsKiB} KiB`, measured: `${kib(weight.js.brotli)} KiB`, pass: kib(weight.js.brotli) <= budget.jsKiB })
  }
  for (const weight of figures.language ?? []) {
    for (const [language, bytes] of [['English', weight.englishBytes], ['Kiswahili', weight.kiswahiliBytes]] as const) {
      const added = kib(bytes - weight.beforeBytes)
      list.push({ check: `JavaScript the languages add to ${weight.route} (${language})`, budget: `≤ +${budgets.language.addedJsKiB} KiB`, measured: `${added >= 0 ? '+' : ''}${added} KiB`, pass: added <= budgets.language.addedJsKiB })
    }
  }
  const { timings } = budgets
  if (figures.throttled) {
    const { firstQuestionMs, firstAnswerToResultMs } = figures.throttled.median
    list.push({ check: 'First question visible (throttled, median)', budget: `≤ ${timings.firstQuestionMs} ms`, measured: `${firstQuestionMs} ms`, pass: firstQuestionMs <= timings.firstQuestionMs })
    list.push({ check: 'First answer to result (throttled, median)', budget: `≤ ${timings.firstAnswerToResultMs} ms`, measured: `${firstAnswerToResultMs} ms`, pass: firstAnswerToResultMs <= timings.firstAnswerToResultMs })
  }
  if (figures.throttled && figures.floorThrottled) {
    const app = figures.throttled.median
    const floor = figures.floorThrottled.median
    const firstQuestion = times(app.firstQuestionMs, floor.firstQuestionMs)
    const steps = times(app.stepsTotalMs, floor.stepsTotalMs)
    list.push({ check: 'First question vs the plain-HTML floor (throttled, median)', budget: `≤ ${budgets.floor.firstQuestionRatioMax}×`, measured: `${firstQuestion}× (${app.firstQuestionMs} / ${floor.firstQuestionMs} ms)`, pass: firstQuestion <= budgets.floor.firstQuestionRatioMax })
    list.push({ check: 'Latency over the PHQ-9 steps vs the floor (throttled, median)', budget: `≤ ${budgets.floor.stepsRatioMax}×`, measured: `${steps}× (${app.stepsTotalMs} / ${floor.stepsTotalMs} ms)`, pass: steps <= budgets.floor.stepsRatioMax })
  }
  // Against SurveyJS measured in this run (bytes each page transfers on a cold visit), else the anchor's fixed 320 KiB.
  const depressionTransfer = figures.transfers?.find((transfer) => transfer.route === '/tests/depression')
  const depressionWeight = figures.weights?.find((weight) => weight.route === '/tests/depression')
  if (depressionTransfer && figures.surveyJsTransfer) {
    const [ours, theirs] = [kib(depressionTransfer.jsBytes), kib(figures.surveyJsTransfer.jsBytes)]
    const share = times(ours, theirs)
    list.push({ check: `JavaScript a cold visit of /tests/depression transfers vs SurveyJS's PHQ-9 (${theirs} KiB, measured)`, budget: `≤ ${budgets.floor.surveyJsRatioMax}×`, measured: `${share}× (${ours} / ${theirs} KiB)`, pass: share <= budgets.floor.surveyJsRatioMax })
  } else if (depressionWeight) {
    const share = times(kib(depressionWeight.js.brotli), anchor.jsKiB)
    list.push({ check: 'JavaScript first loaded by /tests/depression vs SurveyJS (320 KiB)', budget: `≤ ${budgets.floor.surveyJsRatioMax}×`, measured: `${share}×`, pass: share <= budgets.floor.surveyJsRatioMax })
  }
  for (const page of figures.lighthouse ?? []) {
    list.push({ check: `Lighthouse performance ${page.page}`, budget: `≥ ${timings.lighthouseScoreMin}`, measured: String(page.median.score), pass: page.median.score >= timings.lighthouseScoreMin })
    list.push({ check: `Lighthouse CLS ${page.page}`, budget: `< ${timings.clsMax}`, measured: String(page.median.cls), pass: page.median.cls < timings.clsMax })
  }
  const interpret = figures.server?.figures.find((figure) => figure.call.startsWith('POST /api/interpret/'))
  if (interpret) {
    list.push({ check: 'POST /api/interpret/ requests/s', budget: `≥ ${timings.interpretRequestsPerSecondMin}`, measured: String(interpret.requestsPerSecond), pass: interpret.requestsPerSecond >= timings.interpretRequestsPerSecondMin })
    list.push({ check: 'POST /api/interpret/ p99', budget: `< ${timings.interpretP99MsMax} ms`, measured: `${interpret.p99Ms} ms`, pass: interpret.p99Ms < timings.interpretP99MsMax })
  }
  if (figures.server) {
    const failed = figures.server.figures.reduce((sum, figure) => sum + figure.failed, 0)
    list.push({ check: 'Failed requests under load (all calls)', budget: `≤ ${timings.failedRequestsMax}`, measured: String(failed), pass: failed <= timings.failedRequestsMax })
  }
  if (figures.chat) {
    list.push({ check: 'Assistant, embedded path, p95', budget: `< ${timings.chatP95MsMax} ms`, measured: `${figures.chat.p95Ms} ms`, pass: figures.chat.p95Ms < timings.chatP95MsMax })
  }
  if (figures.operations) {
    const { bookings, p95Ms } = figures.operations
    list.push({ check: `Operations list, ${bookings.toLocaleString('en')} bookings, p95 server time`, budget: `< ${timings.operationsListP95MsMax} ms`, measured: `${p95Ms} ms`, pass: p95Ms < timings.operationsListP95MsMax })
  }
  return list
}

/** The PHQ-9 table's columns of figures, in order. */
const flowColumns = ['firstPaintMs', 'firstQuestionMs', 'stepsTotalMs', 'submitToResultMs'] as const

/** ours as a multiple of theirs, two decimals. */
const times = (ours: number, theirs: number): number => (theirs > 0 ? Math.round((ours / theirs) * 100) / 100 : Number.POSITIVE_INFINITY)

const ratio = (ours: number, theirs: number): string => (ours > 0 ? `${round(theirs / ours, 1)}× better` : 'n/a')

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** The Markdown report: every figure, the ratios to the anchor and the verdicts. */
export function markdown(figures: Figures, list: Verdict[], about: { date: string; machine: string; versions: string }): string {
  const parts = [`Measured ${about.date} on ${about.machine}. ${about.versions}.`]
  if (figures.weights) {
    parts.push(
      '**Page weight** (JavaScript and CSS each route loads first, brotli as served; gzip in brackets; from the build manifest):\n\n' +
        table(
          ['route', 'JS KiB', 'CSS KiB', 'vs anchor (320 KiB JS)'],
          figures.weights.map((weight) => [weight.route, `${kib(weight.js.brotli)} (${kib(weight.js.gzip)})`, `${kib(weight.css.brotli)} (${kib(weight.css.gzip)})`, ratio(kib(weight.js.brotli), anchor.jsKiB)]),
        ),
    )
  }
  if (figures.transfers) {
    parts.push(
      '**Transferred on a cold visit** (Chromium, bytes on the wire):\n\n' +
        table(
          ['route', 'JS KiB', 'CSS KiB', 'requests', 'third-party requests'],
          figures.transfers.map((figure) => [figure.route, kib(figure.jsBytes), kib(figure.cssBytes), figure.requests, figure.thirdPartyRequests]),
        ),
    )
  }
  if (figures.language) {
    const added = (bytes: number, before: number) => `${bytes >= before ? '+' : ''}${kib(bytes - before)}`
    parts.push(
      '**What the languages add** (JavaScript a cold visit transfers, brotli, KiB; English before = commit 274d12e, the last without languages; Kiswahili = the same route under /sw):\n\n' +
        table(
          ['route', 'English before', 'English now', 'Kiswahili now', 'added (English)', 'added (Kiswahili)'],
          figures.language.map((weight) => [weight.route, kib(weight.beforeBytes), kib(weight.englishBytes), kib(weight.kiswahiliBytes), added(weight.englishBytes, weight.beforeBytes), added(weight.kiswahiliBytes, weight.beforeBytes)]),
        ),
    )
  }
  if (figures.throttled || figures.unthrottled) {
    const rows: (string | number)[][] = []
    for (const [label, flow] of [['throttled (4× CPU, 150 ms, 1.6/0.75 Mbps)', figures.throttled], ['unthrottled', figures.unthrottled]] as const) {
      if (!flow) continue
      rows.push([label, flow.median.introMs, flow.median.firstQuestionMs, flow.median.firstAnswerToResultMs, flow.runs.length])
    }
    parts.push('**/tests/depression in Chromium** (median, ms from navigation):\n\n' + table(['conditions', 'intro shown', 'first question', 'first answer → result', 'runs'], rows))
    if (figures.throttled) parts.push(`First question: ${ratio(figures.throttled.median.firstQuestionMs, anchor.firstQuestionMs)} than the anchor's ${anchor.firstQuestionMs} ms.`)
  }
  if (figures.throttled && figures.floorThrottled) {
    const rows: (string | number)[][] = []
    for (const [label, app, floor, surveyJs] of [
      ['throttled (4× CPU, 150 ms, 1.6/0.75 Mbps)', figures.throttled, figures.floorThrottled, figures.surveyJsThrottled],
      ['unthrottled', figures.unthrottled, figures.floorUnthrottled, figures.surveyJsUnthrottled],
    ] as const) {
      if (!app || !floor) continue
      for (const [name, flow] of [['app', app], ['plain-HTML floor', floor], ['SurveyJS', surveyJs]] as const) {
        if (flow) rows.push([label, name, ...flowColumns.map((column) => flow.median[column])])
      }
      const overFloor = (name: string, flow: FlowFigures) => [label, `${name} ÷ floor`, ...flowColumns.map((column) => `${times(flow.median[column], floor.median[column])}×`)]
      rows.push(overFloor('app', app))
      if (surveyJs) rows.push(overFloor('SurveyJS', surveyJs))
    }
    const transfer = figures.surveyJsTransfer
    const surveyJsLine = transfer
      ? `SurveyJS (bench/surveyjs/: survey-core and survey-react-ui on React 19, built by Vite, measured in this run): a cold visit transfers ${kib(transfer.jsBytes)} KiB of JavaScript and ${kib(transfer.cssBytes)} KiB of CSS in ${transfer.requests} requests. The anchor of issue 8, a fixed figure: first question ${anchor.firstQuestionMs} ms, ${anchor.jsKiB} KiB of JavaScript.`
      : `SurveyJS (the anchor of issue 8, a fixed figure, not measured in this run): first question ${anchor.firstQuestionMs} ms, ${anchor.jsKiB} KiB of JavaScript.`
    parts.push(
      '**PHQ-9: the app, the plain-HTML floor (bench/plain-floor.ts) and SurveyJS** (median ms; steps = each answer to the next question painted, summed over the 9 Next steps; the last answer to the result is scored on the device, decision 110):\n\n' +
        table(['conditions', 'page', 'first paint', 'first question', 'steps (sum)', 'last answer → result'], rows) +
        `\n\n${surveyJsLine}`,
    )
  }
  if (figures.lighthouse) {
    parts.push(
      '**Lighthouse** (mobile defaults, median):\n\n' +
        table(
          ['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'total KiB', 'runs'],
          figures.lighthouse.map((page) => [page.page, page.median.score, page.median.lcpMs, page.median.tbtMs, page.median.cls, kib(page.median.totalBytes), page.runs.length]),
        ) +
        `\n\nAnchor: score ${anchor.lighthouseScore}, LCP ${anchor.lcpMs} ms, TBT ${anchor.tbtMs} ms, CLS ${anchor.cls}.`,
    )
  }
  if (figures.server) {
    parts.push(
      `**Server** (autocannon, 10 connections; server ${figures.server.pinned ? 'on CPU 0, load generator on CPU 1' : 'and load generator unpinned'}):\n\n` +
        table(['call', 'requests/s', 'p50 ms', 'p99 ms', 'requests', 'failed'], figures.server.figures.map((figure) => [figure.call, figure.requestsPerSecond, figure.p50Ms, figure.p99Ms, figure.requests, figure.failed])),
    )
  }
  if (figures.engine) {
    parts.push('**Engine alone** (`interpret`, one core):\n\n' + table(['test', 'instrument', 'calls/s', 'µs per call'], figures.engine.map((figure) => [figure.test, figure.instrument, figure.callsPerSecond, figure.microsecondsPerCall])))
  }
  if (figures.chat) {
    const { calls, p50Ms, p95Ms, maxMs } = figures.chat
    parts.push('**Assistant, embedded path** (`answerChat` without a model: crisis net and recommender, one core):\n\n' + table(['calls', 'p50 ms', 'p95 ms', 'slowest ms'], [[calls, p50Ms, p95Ms, maxMs]]))
  }
  if (figures.operations) {
    const { bookings, requests, p50Ms, p95Ms, maxMs } = figures.operations
    parts.push('**Operations list** (`GET /api/staff/bookings`, bench/operations-list.ts: a day, its second page, by state, by kind and a reference search, over embedded PGlite with names encrypted; server time of each request):\n\n' + table(['bookings', 'requests', 'p50 ms', 'p95 ms', 'slowest ms'], [[bookings, requests, p50Ms, p95Ms, maxMs]]))
  }
  if (list.length > 0) {
    parts.push('**Budgets** (bench/budgets.json):\n\n' + table(['check', 'budget', 'measured', 'result'], list.map((verdict) => [verdict.check, verdict.budget, verdict.measured, verdict.pass ? 'PASS' : 'FAIL'])))
  }
  return parts.join('\n\n') + '\n'
}
