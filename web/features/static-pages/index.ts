/** The static pages: /about-us, /privacy-policy and /terms-and-conditions. */
export { AboutUsPage } from './about-us-page.tsx'
export { PrivacyPolicyPage } from './privacy-policy-page.tsx'
export { TermsPage } from './terms-page.tsx'
