/** The payment frame (/payments), the confirmation page (/payment/confirmation) and the printable receipt (/payment/receipt). */
export { PaymentPage } from './payment-page.tsx'
export { ConfirmationPage, ConfirmationView } from './confirmation-page.tsx'
export { PrintableReceipt, ReceiptPage, incompleteLinkMessage, receiptTitle } from './receipt-page.tsx'
export { paymentLinkOf, receiptFailedMessage } from './payment-api.ts'
