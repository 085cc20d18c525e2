/** The payment summary at /checkout/:serviceId. */
export { CheckoutPage } from './checkout-page.tsx'
