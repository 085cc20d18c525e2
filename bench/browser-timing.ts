/**
 * The test flow in Debian's Chromium, as a person on a slow phone meets it, on the app's
 * /tests/depression, on the plain-HTML floor (plain-floor.ts) and on SurveyJS's PHQ-9
 * (surveyjs-anchor.ts) with the same runner: time from navigation to the first question painted
 * (the intro's Begin Test pressed as soon as it shows), each step's latency (an answer picked to
 * the next question painted) and the last answer to the result, each the median of several cold
 * runs (a new browser context, so nothing is cached), throttled like the anchor and unthrottled.
 * Times are taken inside the page (performance.now()), so the automation's own round trips are
 * not counted. Also the bytes of JavaScript and CSS each route transfers on a cold load.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, PHONE_VIEWPORT } from '../e2e/support/browser.ts'
import { median, round } from './stats.ts'
import { throttle } from './throttling.ts'

export type FlowRun = {
  /** First contentful paint (the browser's own entry): when anything of the page first shows. */
  firstPaintMs: number
  /** Navigation to the intro's Begin Test (the app only: the floor's is in its HTML). */
  introMs: number
  /** Navigation to question 1 painted, Begin Test pressed as soon as it shows. */
  firstQuestionMs: number
  /** Each step: the answer picked to the next question painted (Next pressed as soon as it can be), one per question but the last. */
  stepMs: number[]
  /** The sum of stepMs: the page's own latency over the PHQ-9 steps. */
  stepsTotalMs: number
  /** The last answer picked to the result painted (Submit pressed as soon as it can be); the app scores on the device (decision 110). */
  submitToResultMs: number
  /** The first answer to the result painted (the older figure of issue 8's budget). */
  firstAnswerToResultMs: number
}
export type FlowFigures = { runs: FlowRun[]; median: Omit<FlowRun, 'stepMs'> }
export type TransferFigure = { route: string; jsBytes: number; cssBytes: number; requests: number; thirdPartyRequests: number }

/** A page that shows PHQ-9: the app's /tests/depression or the plain-HTML floor (plain-floor.ts). */
export type Phq9Page = { url: string; questions: number; resultHeading: string }

export const depression = { route: '/tests/depression', questions: 10, resultHeading: 'Your Depression Screening Result' }

/** Marks the first moment the intro's Begin Test is in the page (MutationObserver, from navigation). */
const markerScript = `
  window.__bench = {};
  const watch = () => {
    if (!('intro' in window.__bench) && document.body && document.body.textContent.includes('Begin Test')) window.__bench.intro = performance.now();
  };
  new MutationObserver(watch).observe(document, { subtree: true, childList: true, characterData: true });
`

/**
 * Runs in the page: press Begin Test as soon as it shows, then for each question pick the first
 * option as soon as it shows, then Next or Submit as soon as it can be pressed. A thing "shows" when
 * it is in the visible text of <main> (innerText: hidden questions of the floor do not count),
 * checked once a frame; the time taken is after that frame's paint (a task queued from the frame).
 * The same runner, the same way, for the app and the floor. Plain JavaScript in a string: the
 * TypeScript loader would add helpers the page lacks.
 */
const answerEveryQuestion = `async (total, resultHeading) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const text = () => (document.querySelector('main') || document.body || { innerText: '' }).innerText || '';
  const shown = (element) => element && (element.checkVisibility ? element.checkVisibility() : element.offsetParent !== null);
  // A <button>, or an <input> button (SurveyJS draws its navigation so), named by its text.
  const button = (label) => [...document.querySelectorAll('button, input[type="button"], input[type="submit"]')].find((candidate) => (candidate.tagName === 'INPUT' ? candidate.value : candidate.textContent).trim() === label && !candidate.disabled && shown(candidate));
  // A page that never shows what is awaited fails the run, naming it, instead of spinning forever.
  const stuck = (what) => { throw new Error('The page never showed ' + what + ' (waited 60 s); it shows: ' + text().slice(0, 300)); };
  const until = async (find, what) => { const end = performance.now() + 60000; for (;;) { const found = find(); if (found) return found; if (performance.now() > end) stuck(what); await frame(); } };
  const painted = async (test, what) => { const end = performance.now() + 60000; for (;;) { await frame(); if (test()) break; if (performance.now() > end) stuck(what); } await new Promise((resolve) => setTimeout(resolve, 0)); return performance.now(); };
  (await until(() => button('Begin Test'), 'Begin Test')).click();
  const marks = { questions: [], answers: [] };
  for (let index = 1; index <= total; index += 1) {
    marks.questions.push(await painted(() => text().includes('Question ' + index + ' of ' + total), 'question ' + index));
    const radio = await until(() => [...document.querySelectorAll('main input[type="radio"]')].find(shown), 'an option of question ' + index);
    marks.answers.push(performance.now());
    radio.click();
    const forward = index === total ? 'Submit' : 'Next';
    (await until(() => button(forward), forward + ' on question ' + index)).click();
  }
  marks.result = await painted(() => [...document.querySelectorAll('h1')].some((heading) => shown(heading) && heading.textContent.includes(resultHeading)), 'the result heading');
  return marks;
}`

type Marks = { questions: number[]; answers: number[]; result: number }

async function takePhq9(page: Page, test: Phq9Page): Promise<FlowRun> {
  await page.addInitScript(markerScript)
  await page.goto(test.url, { waitUntil: 'commit', timeout: 60_000 })
  // Answered from inside the page, as fast as the page allows: what is timed is the page's own
  // work and its request to the server, not the automation's round trips.
  const marks = (await page.evaluate(`(${answerEveryQuestion})(${test.questions}, ${JSON.stringify(test.resultHeading)})`)) as Marks
  const intro = (await page.evaluate('window.__bench.intro')) as number | undefined
  const firstPaint = (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0`)) as number
  const stepMs = marks.answers.slice(0, -1).map((answered, index) => round(marks.questions[index + 1]! - answered))
  return {
    firstPaintMs: round(firstPaint),
    introMs: round(intro ?? 0),
    firstQuestionMs: round(marks.questions[0]!),
    stepMs,
    stepsTotalMs: round(stepMs.reduce((sum, step) => sum + step, 0)),
    submitToResultMs: round(marks.result - marks.answers.at(-1)!),
    firstAnswerToResultMs: round(marks.result - marks.answers[0]!),
  }
}

/**
 * A fresh phone-sized context, as a visitor's browser: without the e2e journeys' axe-core init
 * script (half a megabyte of JavaScript parsed in every document, which would weigh on the floor
 * and the app alike) and with service workers blocked, so every visit is cold.
 */
async function openBenchPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true, serviceWorkers: 'block' })
  return { context, page: await context.newPage() }
}

function summary(results: FlowRun[]): FlowFigures {
  const middle = (pick: (run: FlowRun) => number) => median(results.map(pick))
  return {
    runs: results,
    median: {
      firstPaintMs: middle((run) => run.firstPaintMs),
      introMs: middle((run) => run.introMs),
      firstQuestionMs: middle((run) => run.firstQuestionMs),
      stepsTotalMs: middle((run) => run.stepsTotalMs),
      submitToResultMs: middle((run) => run.submitToResultMs),
      firstAnswerToResultMs: middle((run) => run.firstAnswerToResultMs),
    },
  }
}

/**
 * Median of several cold runs (a new browser context each, so nothing is cached) of each PHQ-9
 * page, the pages taken in turn within each run (app, floor, app, floor, ...), so that a machine
 * busier at one moment than another weighs on every page alike.
 */
export async function measurePhq9(tests: Phq9Page[], { runs = 5, throttled = true } = {}): Promise<FlowFigures[]> {
  const browser = await launchBrowser()
  try {
    const results: FlowRun[][] = tests.map(() => [])
    for (let run = 0; run < runs; run += 1) {
      for (const [index, test] of tests.entries()) {
        const { context, page } = await openBenchPage(browser)
        try {
          if (throttled) await throttle(page)
          results[index]!.push(await takePhq9(page, test))
        } finally {
          await context.close()
        }
      }
    }
    return results.map(summary)
  } finally {
    await browser.close()
  }
}

/** The app's /tests/depression on `baseUrl`. */
export function appPhq9(baseUrl: string): Phq9Page {
  return { url: `${baseUrl}${depression.route}`, questions: depression.questions, resultHeading: depression.resultHeading }
}

async function transferOf(browser: Browser, baseUrl: string, route: string): Promise<TransferFigure> {
  const { context, page } = await openBenchPage(browser)
  const origin = new URL(baseUrl).origin
  const figure: TransferFigure = { route, jsBytes: 0, cssBytes: 0, requests: 0, thirdPartyRequests: 0 }
  const pending: Promise<void>[] = []
  page.on('request', (request) => {
    figure.requests += 1
    if (new URL(request.url()).origin !== origin) figure.thirdPartyRequests += 1
  })
  page.on('requestfinished', (request) => {
    const type = request.resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        if (type === 'script') figure.jsBytes += responseBodySize
        else figure.cssBytes += responseBodySize
      }),
    )
  })
  try {
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 60_000 })
    await Promise.all(pending)
    return figure
  } finally {
    await context.close()
  }
}

/** Bytes of JavaScript and CSS (compressed, as transferred) each route loads on a cold visit. */
export async function measureTransfers(baseUrl: string, routes: string[]): Promise<TransferFigure[]> {
  const browser = await launchBrowser()
  try {
    const figures: TransferFigure[] = []
    for (const route of routes) figures.push(await transferOf(browser, baseUrl, route))
    return figures
  } finally {
    await browser.close()
  }
}
