/**
 * What the web client and the server must agree on beyond the JSON Schemas, written once for both
 * sides (issue 19 item 5): the sentences the server answers that the pages show or recognise, the
 * paths and headers both use (the chat's limits are read from its schema: chat-limits.ts). Neither
 * side copies them.
 */
/**
 * Sentences the server answers with and the pages show (or recognise, as the checkout does a 409),
 * as Lingui message descriptors (issue 20): the extractor reads them into the web's shell
 * catalogue and the server's (lingui.config.ts), the server answers each in the request's language
 * (`apiHeaders.language`) and a page shows it with `i18n._(apiMessageDescriptors.alreadyPaid)`.
 */
export const apiMessageDescriptors = {
  /** 409 of POST /api/payments/get_payment_data/: the booking is paid. */
  alreadyPaid: /*i18n*/ { id: 'api.already-paid', message: 'You have already paid.' },
  /** 404 of the payment status and receipt calls. */
  paymentNotFound: /*i18n*/ { id: 'api.payment-not-found', message: 'We could not find that payment. Please check the link or contact us.' },
  /** 404 of GET /api/appointments/get_service_data/ (the checkout page's words). */
  noServiceData: /*i18n*/ { id: 'api.no-service-data', message: 'No service data found.' },
  /** 410 of GET /api/appointments/get_service_data/ once the booking's record is closed. */
  bookingLinkExpired: /*i18n*/ { id: 'api.booking-link-expired', message: 'This booking link has expired. Please contact us if you need help with your booking.' },
  /** 201/200 of POST /api/email/subscribe/. */
  subscribed: /*i18n*/ { id: 'api.subscribed', message: 'Thank you for subscribing!' },
  /** 404 of GET /api/tests/ for a test code that does not exist. */
  invalidTestType: /*i18n*/ { id: 'api.invalid-test-type', message: 'Invalid test type' },
  /** 413 of POST /api/uploads (the form says it before sending). */
  uploadTooLarge: /*i18n*/ { id: 'api.upload-too-large', message: 'The file is larger than 5 MB. Upload a smaller photo or scan of the insurance card.' },
} as const

export type ApiMessageName = keyof typeof apiMessageDescriptors

/** The same sentences in English, the source language (what code that compares or logs them reads). */
export const apiMessages = Object.fromEntries(Object.entries(apiMessageDescriptors).map(([name, descriptor]) => [name, descriptor.message])) as {
  readonly [Name in ApiMessageName]: (typeof apiMessageDescriptors)[Name]['message']
}

/** Paths both sides name. */
export const apiPaths = {
  /** The embedded sandbox provider's hosted page: the one page the site frames from itself. */
  paymentsSandbox: '/api/payments/sandbox/',
} as const

/** Request headers both sides name. */
export const apiHeaders = {
  /** The page's language, which the server writes its messages in (issue 20): the web client sends it with every call. */
  language: 'accept-language',
  /** A random per-tab token the client sends, so write limits tell apart people behind one address (decision 029). */
  clientToken: 'x-client-token',
} as const

/** The hosts of Pesapal's payment pages (live and sandbox): the server accepts only these redirects, the payment page frames only these. */
export const paymentProviderHosts: readonly string[] = ['pay.pesapal.com', 'cybqa.pesapal.com']

/** The emergency line for an act already done (an overdose taken), first on the crisis card: the server's reply and the chat's offline card say it alike. */
export const emergencyLines = {
  en: 'Call 999 or 112 now, or go to the nearest hospital straight away. Do not wait for signs: say what was taken and how much, and do not stay alone.',
  sw: 'Piga simu 999 au 112 sasa, au nenda hospitali iliyo karibu mara moja. Usisubiri dalili: sema ni nini kilichomezwa na kiasi gani, na usibaki peke yako.',
} as const
