/**
 * The names under which this tab's sessionStorage keeps a test in progress (test-progress.ts) and
 * a result with a safety card (kept-result.ts), written once for them and for the page's early
 * steps (early-steps.ts), which read and write them without the app's code. Imports nothing.
 */
export const progressStorageKey = (routeSlug: string) => `test-progress:${routeSlug}`

export const keptResultStorageKey = 'kept-result'
