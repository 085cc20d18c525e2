/**
 * The browser's entry to scoring (decisions 075 and 110): `interpret` alone, for the test page's
 * scoring chunk (web/features/test-flow/score-on-device.ts), fetched at the visitor's first press,
 * so the scoring code stays out of the test page's first chunks and the definition checks (Ajv,
 * which the site's policy refuses as eval) stay out of the browser. See decision 008.
 */
export { interpret } from './interpret.ts'
