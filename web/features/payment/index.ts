/** The payment frame (/payments), the confirmation page (/payment/confirmation) and the printable receipt (/payment/receipt). */
export { PaymentPage } from './payment-page.tsx'
export { ConfirmationPage } from './confirmation-page.tsx'
export { ReceiptPage } from './receipt-page.tsx'
