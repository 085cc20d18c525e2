/**
 * Records what a page does behind the person's back: requests to any origin other than the
 * server's (RELIABILITY.md P2: zero third-party requests), console errors and uncaught page
 * errors. `take()` returns what was recorded since the last call and starts afresh, so one page
 * can be reused across many routes and each route is judged on its own.
 */
import type { Page } from 'playwright-core'

export type PageWatch = {
  /** Everything recorded since the last take(), then cleared. */
  take(): { foreignRequests: string[]; consoleErrors: string[]; pageErrors: string[] }
}

/** data: and blob: URLs are made inside the page and reach no origin. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:'])

export function watchPage(page: Page, baseUrl: string): PageWatch {
  const own = new URL(baseUrl).origin
  let foreignRequests: string[] = []
  let consoleErrors: string[] = []
  let pageErrors: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!LOCAL_SCHEMES.has(url.protocol) && url.origin !== own) foreignRequests.push(`${request.method()} ${request.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return {
    take() {
      const taken = { foreignRequests, consoleErrors, pageErrors }
      foreignRequests = []
      consoleErrors = []
      pageErrors = []
      return taken
    },
  }
}
