/**
 * The contract table: every call the web app makes to the server, once (issue 19 item 5). Each
 * has its method and path, the JSON Schemas of its body (or query) and its answer, and their
 * generated types (`ApiCallTypes`). The web client sends each call by its name from here
 * (web/shared/api-client.ts); the server registers the routes of this table at their paths and
 * types their handlers from these types (server/routes/, checked by server/routes/contract.test.ts:
 * the server answers every call of the table, and no other call under /api; its own calls, which
 * no page makes, are listed in `serverOwnCalls`).
 */
import type { AssessmentResult } from './generated/assessment-result.ts'
import type { AppointmentBooking } from './generated/booking-appointment.ts'
import type { BookingResponse } from './generated/booking-response.ts'
import type { VitalCareBooking } from './generated/booking-vitalcare.ts'
import type { WellnessBooking } from './generated/booking-wellness.ts'
import type { ChatReply } from './generated/chat-reply.ts'
import type { ChatRequest } from './generated/chat-request.ts'
import type { ConsultationHours } from './generated/consultation-hours.ts'
import type { InterpretRequest } from './generated/interpret-request.ts'
import type { MessageAnswer } from './generated/message-answer.ts'
import type { PaymentData } from './generated/payment-data.ts'
import type { PaymentReceipt } from './generated/payment-receipt.ts'
import type { PaymentRequest } from './generated/payment-request.ts'
import type { PaymentStatus } from './generated/payment-status.ts'
import type { PaymentStatusQuery } from './generated/payment-status-query.ts'
import type { PremiumPreOrderRequest } from './generated/premium-pre-order-request.ts'
import type { ReportMailRequest } from './generated/report-mail-request.ts'
import type { ScreeningCompletion } from './generated/screening-completion.ts'
import type { SlotAvailability } from './generated/slot-availability.ts'
import type { SlotAvailabilityQuery } from './generated/slot-availability-query.ts'
import type { ScreeningCompletionRequest } from './generated/screening-completion-request.ts'
import type { ServiceData } from './generated/service-data.ts'
import type { ServiceDataQuery } from './generated/service-data-query.ts'
import type { SubscribeRequest } from './generated/subscribe-request.ts'
import type { SurveyRequest } from './generated/survey-request.ts'
import type { TestDefinition } from './generated/test-definition.ts'
import type { TestLanguageQuery } from './generated/test-language-query.ts'
import type { UploadAnswer } from './generated/upload-answer.ts'

import type { apiMessages } from './api-contract.ts'

type Call<Body, Answer, Query = never> = { body: Body; answer: Answer; query: Query }

/** Every call's body (or query) and answer types, by name: from schemas/generated/, never written by hand. */
export interface ApiCallTypes {
  consultationHours: Call<undefined, ConsultationHours>
  testDefinition: Call<undefined, TestDefinition, TestLanguageQuery>
  interpret: Call<InterpretRequest, AssessmentResult, TestLanguageQuery>
  chat: Call<ChatRequest, ChatReply>
  subscribe: Call<SubscribeRequest, MessageAnswer>
  survey: Call<SurveyRequest, MessageAnswer>
  premiumPreOrder: Call<PremiumPreOrderRequest, MessageAnswer>
  /** multipart/form-data with one field, `file` (the browser sends a FormData). */
  upload: Call<unknown, UploadAnswer>
  bookAppointment: Call<AppointmentBooking, BookingResponse>
  joinVitalCare: Call<VitalCareBooking, BookingResponse>
  bookWellness: Call<WellnessBooking, BookingResponse>
  serviceData: Call<undefined, ServiceData, ServiceDataQuery>
  startPayment: Call<PaymentRequest, PaymentData>
  paymentStatus: Call<undefined, PaymentStatus, PaymentStatusQuery>
  receipt: Call<undefined, PaymentReceipt, PaymentStatusQuery>
  screeningCompleted: Call<ScreeningCompletionRequest, ScreeningCompletion>
  /** The appointment times no practitioner can take any more (decision 080). */
  slotAvailability: Call<undefined, SlotAvailability, SlotAvailabilityQuery>
  /** "Email it to me": the full report PDF mailed once (decision 089). */
  reportMail: Call<ReportMailRequest, MessageAnswer>
}

export type ApiCallName = keyof ApiCallTypes

/** A call's method, path (SPEC.md's, as the pages have always called them), and the schema files of its body and answer. */
export type ApiCallSpec = {
  method: 'GET' | 'POST'
  path: `/api/${string}`
  /** The body's schema file (multipart for the upload), or none for a GET. */
  body?: string
  /** The query string's schema file, for a call that takes one. */
  query?: string
  /** The answer's schema file on success. */
  answer: string
  /** The sentences of `apiMessages` (schemas/api-contract.ts) this call answers and the page shows as they are. */
  messages?: readonly (keyof typeof apiMessages)[]
}

export const apiCalls = {
  consultationHours: { method: 'GET', path: '/api/consultation-hours', answer: 'consultation-hours.schema.json' },
  testDefinition: { method: 'GET', path: '/api/tests/', query: 'test-language-query.schema.json', answer: 'test-definition.schema.json', messages: ['invalidTestType'] },
  interpret: { method: 'POST', path: '/api/interpret/', body: 'interpret-request.schema.json', query: 'test-language-query.schema.json', answer: 'assessment-result.schema.json' },
  chat: { method: 'POST', path: '/api/chat/', body: 'chat-request.schema.json', answer: 'chat-reply.schema.json' },
  subscribe: { method: 'POST', path: '/api/email/subscribe/', body: 'subscribe-request.schema.json', answer: 'message-answer.schema.json', messages: ['subscribed'] },
  survey: { method: 'POST', path: '/api/survey', body: 'survey-request.schema.json', answer: 'message-answer.schema.json' },
  premiumPreOrder: { method: 'POST', path: '/api/premium/pre-orders', body: 'premium-pre-order-request.schema.json', answer: 'message-answer.schema.json' },
  upload: { method: 'POST', path: '/api/uploads', answer: 'upload-answer.schema.json', messages: ['uploadTooLarge'] },
  bookAppointment: { method: 'POST', path: '/api/appointments/book_appointment/', body: 'booking-appointment.schema.json', answer: 'booking-response.schema.json' },
  joinVitalCare: { method: 'POST', path: '/api/vitalcare/create/', body: 'booking-vitalcare.schema.json', answer: 'booking-response.schema.json' },
  bookWellness: { method: 'POST', path: '/api/wellness/create/', body: 'booking-wellness.schema.json', answer: 'booking-response.schema.json' },
  serviceData: { method: 'GET', path: '/api/appointments/get_service_data/', query: 'service-data-query.schema.json', answer: 'service-data.schema.json', messages: ['noServiceData', 'bookingLinkExpired'] },
  startPayment: { method: 'POST', path: '/api/payments/get_payment_data/', body: 'payment-request.schema.json', answer: 'payment-data.schema.json', messages: ['alreadyPaid', 'noServiceData'] },
  paymentStatus: { method: 'GET', path: '/api/payments/status/', query: 'payment-status-query.schema.json', answer: 'payment-status.schema.json', messages: ['paymentNotFound'] },
  receipt: { method: 'GET', path: '/api/payments/receipt/', query: 'payment-status-query.schema.json', answer: 'payment-receipt.schema.json', messages: ['paymentNotFound'] },
  screeningCompleted: { method: 'POST', path: '/api/appointments/screenings/', body: 'screening-completion-request.schema.json', answer: 'screening-completion.schema.json' },
  slotAvailability: { method: 'GET', path: '/api/slot-availability', query: 'slot-availability-query.schema.json', answer: 'slot-availability.schema.json' },
  reportMail: { method: 'POST', path: '/api/reports/email', body: 'report-mail-request.schema.json', answer: 'message-answer.schema.json' },
} as const satisfies Record<ApiCallName, ApiCallSpec>

/** A call no page makes; an HTML page of the sandbox provider has no answer schema. */
export type ServerOwnCallSpec = Omit<ApiCallSpec, 'answer'> & {
  answer?: string
  /** How the request is checked when Fastify cannot name one schema for it. */
  checked?: string
}

/**
 * The server's own calls, which no page of the site makes: the monitors' health check, the payment
 * provider's notification (IPN), Africa's Talking's SMS delivery reports and the sandbox provider's pages (used instead of Pesapal in
 * development and tests). They are in the table so that it lists every /api route the server
 * answers; the web client cannot send them (they are not in `apiCalls`).
 */
export const serverOwnCalls = {
  health: { method: 'GET', path: '/api/health', answer: 'health-status.schema.json' },
  paymentNotification: {
    method: 'GET',
    path: '/api/payments/pesapal/ipn',
    answer: 'payment-notification-ack.schema.json',
    checked: 'the query and the body (JSON or form) together, against payment-notification.schema.json, in the handler',
  },
  paymentNotificationPost: {
    method: 'POST',
    path: '/api/payments/pesapal/ipn',
    answer: 'payment-notification-ack.schema.json',
    checked: 'the query and the body (JSON or form) together, against payment-notification.schema.json, in the handler',
  },
  smsDeliveryReport: {
    method: 'POST',
    path: '/api/sms/delivery-reports',
    query: 'sms-delivery-report-query.schema.json',
    answer: 'sms-delivery-report-ack.schema.json',
    checked: "the form body (Africa's Talking posts forms) against sms-delivery-report.schema.json, in the handler, after the query's key",
  },
  sandboxPage: { method: 'GET', path: '/api/payments/sandbox/:trackingId', checked: 'the tracking id, a path parameter' },
  sandboxDecision: { method: 'POST', path: '/api/payments/sandbox/:trackingId/:action', checked: 'the tracking id and the action, path parameters' },
  // The unsubscribe link of every mail to a subscriber (decision 090): a page, and its form or a mail program's one-click POST.
  unsubscribePage: { method: 'GET', path: '/api/email/unsubscribe', query: 'unsubscribe-query.schema.json', checked: 'the link token, a query parameter; answers an HTML page' },
  unsubscribe: {
    method: 'POST',
    path: '/api/email/unsubscribe',
    query: 'unsubscribe-query.schema.json',
    body: 'unsubscribe-form.schema.json',
    checked: 'the link token (query) and the form (RFC 8058 one-click or the page button); answers an HTML page',
  },
} as const satisfies Record<string, ServerOwnCallSpec>

export type ServerOwnCallName = keyof typeof serverOwnCalls

/** A FHIR R4 call: read or search of a resource type, answered as application/fhir+json. */
export type FhirCallSpec = {
  method: 'GET'
  path: `/fhir/${string}`
  /** What it answers: a resource of this type, or a Bundle of them. */
  resource: string
  /** How the request is checked. */
  checked: string
}

/**
 * The FHIR R4 calls (issue 23; decision 068), outside /api where FHIR clients look for them
 * (`<base>/fhir/<ResourceType>`): a clinic's system reads them, no page calls them. Their answers
 * are FHIR resources (validated against the FHIR R4 JSON schema in the tests), not our schemas.
 */
export const fhirCalls = {
  fhirQuestionnaire: {
    method: 'GET',
    path: '/fhir/Questionnaire/:id',
    resource: 'Questionnaire (404: OperationOutcome)',
    checked: 'the id, a path parameter (a test slug, with - for _); _language, a query parameter (en or sw; anything else falls back to Accept-Language)',
  },
  fhirQuestionnaires: {
    method: 'GET',
    path: '/fhir/Questionnaire',
    resource: 'Bundle (searchset) of Questionnaire',
    checked: '_language, a query parameter (en or sw; anything else falls back to Accept-Language)',
  },
} as const satisfies Record<string, FhirCallSpec>

/** The path the server registers a call at, under its /api prefix: '/appointments/book_appointment/'. */
export function routePath(name: ApiCallName | ServerOwnCallName): string {
  return everyCall[name].path.slice('/api'.length)
}

const everyCall: Record<ApiCallName | ServerOwnCallName, { path: string }> = { ...apiCalls, ...serverOwnCalls }
