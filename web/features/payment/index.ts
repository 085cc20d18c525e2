/** The payment frame (/payments) and the confirmation page (/payment/confirmation). */
export { PaymentPage } from './payment-page.tsx'
export { ConfirmationPage } from './confirmation-page.tsx'
