/**
 * The test flow in Debian's Chromium, as a person on a slow phone meets it: time from navigation to
 * the first question on /tests/depression (the intro's Begin Test pressed as soon as it shows), and
 * from the first answer to the result, each the median of several cold runs (a new browser
 * context, so nothing is cached), throttled like the anchor and unthrottled. Times are taken inside
 * the page (performance.now() when the text first appears), so the automation's own round trips
 * are not counted. Also the bytes of JavaScript and CSS each route transfers on a cold load.
 */
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPhonePage } from '../e2e/support/browser.ts'
import { median, round } from './stats.ts'
import { throttle } from './throttling.ts'

export type FlowRun = { introMs: number; firstQuestionMs: number; firstAnswerToResultMs: number }
export type FlowFigures = { runs: FlowRun[]; median: FlowRun }
export type TransferFigure = { route: string; jsBytes: number; cssBytes: number; requests: number; thirdPartyRequests: number }

const depression = { route: '/tests/depression', questions: 10, resultHeading: 'Your Depression Screening Result' }

/** Marks the first moment each piece of text is in the page, and the first answer. */
const markerScript = `
  window.__bench = {};
  const mark = (name) => { if (!(name in window.__bench)) window.__bench[name] = performance.now() };
  const watch = () => {
    const text = document.body ? document.body.textContent : '';
    if (text.includes('Begin Test')) mark('intro');
    if (text.includes('Question 1 of ${depression.questions}')) mark('firstQuestion');
    for (const heading of document.querySelectorAll('h1')) if (heading.textContent.includes(${JSON.stringify(depression.resultHeading)})) mark('result');
  };
  new MutationObserver(watch).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('change', (event) => { if (event.target && event.target.type === 'radio') mark('firstAnswer') }, true);
`

/**
 * Runs in the page: press Begin Test as soon as it shows, then for each question pick the first
 * option as soon as it shows, then Next or Submit. Plain JavaScript in a string: the TypeScript loader would add helpers the page lacks.
 */
const answerEveryQuestion = `async (total) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const until = async (find) => { for (;;) { const found = find(); if (found) return found; await frame(); } };
  const button = (label) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === label && !candidate.disabled);
  (await until(() => document.body && button('Begin Test'))).click();
  for (let index = 1; index <= total; index += 1) {
    await until(() => document.body.textContent.includes('Question ' + index + ' of ' + total));
    (await until(() => document.querySelector('main input[type="radio"]'))).click();
    const label = index === total ? 'Submit' : 'Next';
    (await until(() => button(label))).click();
  }
}`

async function takeDepressionTest(page: Page, baseUrl: string): Promise<FlowRun> {
  await page.addInitScript(markerScript)
  await page.goto(`${baseUrl}${depression.route}`, { waitUntil: 'domcontentloaded', timeout: 60_000 })
  // Answered from inside the page, as fast as the page allows: what is timed is the page's own
  // work and its request to the server, not the automation's round trips.
  await page.evaluate(`(${answerEveryQuestion})(${depression.questions})`)
  await page.getByRole('heading', { level: 1, name: depression.resultHeading }).waitFor({ timeout: 60_000 })
  const marks = (await page.evaluate('window.__bench')) as Record<string, number>
  for (const name of ['intro', 'firstQuestion', 'firstAnswer', 'result']) {
    if (typeof marks[name] !== 'number') throw new Error(`The page never marked "${name}"`)
  }
  return {
    introMs: round(marks.intro!),
    firstQuestionMs: round(marks.firstQuestion!),
    firstAnswerToResultMs: round(marks.result! - marks.firstAnswer!),
  }
}

export async function measureTestFlow(baseUrl: string, { runs = 5, throttled = true } = {}): Promise<FlowFigures> {
  const browser = await launchBrowser()
  try {
    const results: FlowRun[] = []
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await openPhonePage(browser, baseUrl)
      try {
        if (throttled) await throttle(page)
        results.push(await takeDepressionTest(page, baseUrl))
      } finally {
        await context.close()
      }
    }
    return {
      runs: results,
      median: {
        introMs: median(results.map((run) => run.introMs)),
        firstQuestionMs: median(results.map((run) => run.firstQuestionMs)),
        firstAnswerToResultMs: median(results.map((run) => run.firstAnswerToResultMs)),
      },
    }
  } finally {
    await browser.close()
  }
}

async function transferOf(browser: Browser, baseUrl: string, route: string): Promise<TransferFigure> {
  const { context, page } = await openPhonePage(browser, baseUrl)
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
