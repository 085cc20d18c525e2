/**
 * The test flow's screens for the server's renderer of pages without JavaScript (web/no-script-render.tsx;
 * decision 092), apart from index.ts so the browser's chunks never carry them.
 */
export { NoScriptIntro, NoScriptQuestion } from './no-script-pages.tsx'
export { TestNotFound } from './test-not-found.tsx'
