/**
 * The browser's entry to scoring (decision 075): `interpret` alone, for a test submitted with no
 * connection (web/features/test-flow/score-on-device.ts). Its own entry, loaded with import() only
 * then, so the scoring code stays out of the test page's first chunks and the definition checks
 * (Ajv, which the site's policy refuses as eval) stay out of the browser. See decision 008.
 */
export { interpret } from './interpret.ts'
