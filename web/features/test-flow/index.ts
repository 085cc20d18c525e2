/** The test flow feature: the page at /tests/:slug. */
export { TestFlowPage, loadFailedMessage, submitFailedMessage } from './test-flow-page.tsx'
export type { ResultRenderer } from './test-flow-page.tsx'
export type { SearchRenderer } from './test-not-found.tsx'
