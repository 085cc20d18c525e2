/**
 * Pages that work without JavaScript (issue 21 item 1; decision 092): the server (server/no-script/)
 * answers plain HTML form posts, and asks the web app's own components, rendered on the server, for
 * the markup. The renderer is web/no-script-render.tsx, built with the prerender step into
 * `<build>/.ssr/no-script.mjs` (tools/vite-prerender.ts); this is what it exports. Every function
 * draws in the language its `pathname` names (`/sw/...` is Kiswahili) and returns HTML text.
 */
import type { Answer, AssessmentResult, TestDefinition } from './index.ts'
import type { ServiceData } from './generated/service-data.ts'
import type { AppointmentBooking } from './generated/booking-appointment.ts'
import type { VitalCareBooking } from './generated/booking-vitalcare.ts'
import type { WellnessBooking } from './generated/booking-wellness.ts'
import type { PaymentReceipt } from './generated/payment-receipt.ts'
import type { PaymentStatus } from './generated/payment-status.ts'

/** The site's header (with a skip link to `#main-content`) and footer, around a page's `<main>`. */
export type NoScriptChrome = { header: string; footer: string }

/** A problem with the answer just posted: none given, or the engine's input error code for a typed answer. */
export type NoScriptAnswerProblem = { kind: 'unanswered' } | { kind: 'entry'; inputError: string }

export type NoScriptTestPage = {
  /** The test page's own address (`/tests/<slug>` or `/sw/tests/<slug>`): its forms post there. */
  pathname: string
  /** The test in the language it is taken in (localiseDefinition). */
  definition: TestDefinition
}

export type NoScriptQuestionPage = NoScriptTestPage & {
  answers: Answer[]
  /** The questions asked, in order; the last is on screen. */
  path: number[]
  /** The hidden field that carries the answers so far to the next post (server/no-script/test-progress-field.ts). */
  progress: string
  problem?: NoScriptAnswerProblem | undefined
}

export type NoScriptResultPage = NoScriptTestPage & { result: AssessmentResult }

export type NoScriptRenderer = {
  chrome(pathname: string): Promise<NoScriptChrome>
  /** The test's introduction with a Begin button that posts (a `<main>` element). */
  testIntro(page: NoScriptTestPage): Promise<string>
  /** One question as a form posting to the page, Previous posting back (a `<main>` element). */
  testQuestion(page: NoScriptQuestionPage): Promise<string>
  /** The result as the app shows it: safety card, danger signs, grade and next steps (a `<main>` element). */
  testResult(page: NoScriptResultPage): Promise<string>
  /** A page that says a post could not be used, with a link to start the test again (a `<main>` element). */
  testProblem(page: NoScriptTestPage): Promise<string>
  /** The app's "couldn't find your test" page, for a post to a test that does not exist (a `<main>` element). */
  testNotFound(pathname: string): Promise<string>
  /** The app's 404 page in the address's language, for a post to an address no form has (a `<main>` element). */
  pageNotFound(pathname: string): Promise<string>
  /** /search with the words of ?q= searched: the search form (a GET) and its results as links (a `<main>` element). */
  search(page: { pathname: string; query: string }): Promise<string>
  /**
   * The booking page of `search` (`?productID=appointment|wellness|VitalCare360[&packageID=]`), its
   * form posting to that address, with what the last post sent and the server's problems (a `<main>` element).
   */
  booking(page: { pathname: string; search: string; posted?: NoScriptPostedBooking | undefined }): Promise<string>
  /** A posted booking form of the page `search` names, judged as the app judges a submit (in the page's language): its problems, or the booking call and body to send; undefined for no known product. */
  bookingSubmission(page: { pathname: string; search: string; values: Readonly<Record<string, string>> }): Promise<NoScriptBookingSubmission | undefined>
  /** The checkout's summary with Pay Now posting to the page's address, and the problem of the last post if any; a free wait-list place's thank-you (a `<main>` element). */
  checkout(page: { pathname: string; service: ServiceData; problem?: string | undefined }): Promise<string>
  /** The confirmation page the payment provider sends the browser back to, for the payment's status as the server verified it (undefined: no such payment, or not checked) (a `<main>` element). */
  paymentConfirmation(page: { pathname: string; search: string; status: PaymentStatus | undefined; service: ServiceData | undefined; unreachable: boolean }): Promise<string>
  /** The printable receipt of a paid booking, or the problem that there is none (a `<main>` element). */
  paymentReceipt(page: { pathname: string; search: string; receipt: PaymentReceipt | undefined; problem?: string | undefined }): Promise<string>
  /** The answer to the footer's subscribe form (a `<main>` element). */
  subscribed(page: { pathname: string; outcome: 'subscribed' | 'invalid' | 'failed' }): Promise<string>
}

/** A judged booking form post: the problems to show on the form again, or the API call to make with its body. */
export type NoScriptBookingSubmission =
  | { problems: NoScriptPostedBooking['problems'] }
  | { call: 'bookAppointment'; body: AppointmentBooking }
  | { call: 'bookWellness'; body: WellnessBooking }
  | { call: 'joinVitalCare'; body: VitalCareBooking }

/** A booking form post: the fields as sent, and the server's problems with them (a field's name, or '' for the form as a whole). */
export type NoScriptPostedBooking = { values: Readonly<Record<string, string>>; problems: readonly { name: string; message: string }[] }
