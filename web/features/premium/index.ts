/** Premium: its page at /premium with the pre-order form. */
export { PremiumPage } from './premium-page.tsx'
