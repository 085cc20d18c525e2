/**
 * Records what a page does behind the person's back: requests to any origin other than the
 * server's (RELIABILITY.md P2: zero third-party requests), console errors, uncaught page errors
 * and anything the Content Security Policy refused. `take()` returns what was recorded since the
 * last call and starts afresh, so one page can be reused across many routes and each route is
 * judged on its own.
 *
 * `watchCspViolations(context)` is set on every phone context (browser.ts): it hears each
 * `securitypolicyviolation` event in every document and frame (from the first byte of the HTML,
 * so a style attribute in prerendered HTML counts) and every console message about a refusal.
 * useJourney and useSharedPage fail a journey that leaves any behind (`expectNoCspViolations`).
 */
import type { BrowserContext, Page } from 'playwright-core'

export type PageWatch = {
  /** Everything recorded since the last take(), then cleared. */
  take(): { foreignRequests: string[]; consoleErrors: string[]; pageErrors: string[]; cspViolations: string[] }
}

export type CspWatch = {
  /** The violations recorded since the last take(), then cleared. */
  take(): string[]
}

/** data: and blob: URLs are made inside the page and reach no origin. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:'])

/**
 * Chromium's console message for anything the policy blocked: "Refused to ..." in older versions,
 * "... violates the following Content Security Policy directive ..." in newer ones.
 */
const REFUSED = /^Refused to |violates the following Content Security Policy directive/

/** The name under which each document reports a violation back to the test. */
const CSP_BINDING = '__e2eReportCspViolation'

export function watchPage(page: Page, baseUrl: string): PageWatch {
  const own = new URL(baseUrl).origin
  let foreignRequests: string[] = []
  let consoleErrors: string[] = []
  let pageErrors: string[] = []
  let cspViolations: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!LOCAL_SCHEMES.has(url.protocol) && url.origin !== own) foreignRequests.push(`${request.method()} ${request.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`)
    if (REFUSED.test(message.text())) cspViolations.push(message.text())
  })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return {
    take() {
      const taken = { foreignRequests, consoleErrors, pageErrors, cspViolations }
      foreignRequests = []
      consoleErrors = []
      pageErrors = []
      cspViolations = []
      return taken
    },
  }
}

/** Runs in every document before its HTML is parsed: each violation is sent to the test. */
function reportViolations(binding: string): void {
  const report = (window as unknown as Record<string, (text: string) => void>)[binding]
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''
      const sample = event.sample ? ` "${event.sample}"` : ''
      void report?.(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}${where}${sample}`)
    },
    true,
  )
}

export async function watchCspViolations(context: BrowserContext): Promise<CspWatch> {
  let violations: string[] = []
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
    violations.push(text)
  })
  await context.addInitScript(reportViolations, CSP_BINDING)
  context.on('console', (message) => {
    if (REFUSED.test(message.text())) violations.push(`console: ${message.text()} (${message.location().url})`)
  })
  return {
    take() {
      const taken = violations
      violations = []
      return taken
    },
  }
}

/** Throws (failing the journey) when the page's Content Security Policy refused anything. */
export function expectNoCspViolations(violations: readonly string[]): void {
  if (violations.length > 0) {
    throw new Error(`The Content Security Policy refused ${violations.length} thing(s):\n  ${violations.join('\n  ')}`)
  }
}
