/** Save tests for offline (decision 075): every test in the page's language fetched on request, kept by the service worker. */
export { SaveTestsForOffline } from './save-tests-for-offline.tsx'
