/**
 * The JSON data blocks the server writes into the page shell for the web app to read
 * (`<script type="application/json" id="...">`, never executed, so the Content Security Policy
 * needs no exception): their element ids, written once for both sides.
 */
export const pageDataIds = {
  /** A test page's definition, so the first question needs no request (`data-test-code` names the test). */
  testDefinition: 'test-definition',
  /** The site's configured contact details and social links (decision 053). */
  siteContacts: 'site-contacts',
} as const

/**
 * A script the build writes for the server to inline in a page (allowed in the Content Security
 * Policy by its SHA-256), relative to the build's root, in a folder the server does not serve.
 */
export const inlineScriptFiles = {
  /** A test page's early steps: answering and Next before the app runs (web/features/test-flow/early-steps.ts, decision 117). */
  earlySteps: '.inline/early-steps.js',
} as const
