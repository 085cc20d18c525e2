/** The test flow feature: the page at /tests/:slug. */
export { TestFlowPage, analyzingMessage, loadFailedMessage, submitFailedMessage } from './test-flow-page.tsx'
export { prepareScoring } from './test-api.ts'
export type { ResultRenderer } from './test-flow-page.tsx'
export type { SearchRenderer } from './test-not-found.tsx'
