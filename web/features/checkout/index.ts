/** The payment summary at /checkout/:serviceId. */
export { CheckoutPage, WaitListJoined } from './checkout-page.tsx'
export { CheckoutSummary } from './checkout-summary.tsx'
