/**
 * The booking calls (SPEC.md section 7, calls 3 to 5, and the insurance-card upload), through the
 * one API client (web/shared/api-client.ts): the card is uploaded first (POST /api/uploads,
 * multipart field `file`) and its id sent as `attachment`; the booking is JSON with an
 * Idempotency-Key header. Answers are read as SPEC.md section 8 says: 201 `{message, data:
 * {service_id}}`; a refusal's `message` (or 'Failed!'); no answer, or one that is not JSON, is
 * thrown, and the page says 'An unexpected error occurred.'.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { callApi, type ApiFailure, type ApiResult } from '../../shared/api-client.ts'

/** The page's own words when the server gave none (the server's sentences come in the page's language). */
export const successMessage = msg`Success!`
export const failedMessage = msg`Failed!`
export const unexpectedErrorMessage = msg`An unexpected error occurred.`

/** The three booking calls of the API client. */
export type BookingCall = 'bookAppointment' | 'joinVitalCare' | 'bookWellness'

/** What the page sends: the call, its body and key, and the insurance card to upload first. */
export type BookingSubmission = {
  call: BookingCall
  body: object
  idempotencyKey: string
  insuranceCard?: File
}

/** A booking made (with the id of its checkout, when the server gave one) or refused. */
export type BookingOutcome =
  | { kind: 'booked'; message: string; serviceId: string | undefined }
  | { kind: 'refused'; message: string; field: string | undefined; problems: { field: string | undefined; message: string }[] }

/** A refusal (4xx or 5xx) as the page shows it; no answer at all is thrown. */
function refusal(failure: ApiFailure, fieldOf: (failure: ApiFailure) => string | undefined): BookingOutcome {
  if (failure.status === undefined || failure.kind === 'malformed') throw new Error(`The booking call failed (${failure.kind})`)
  const message = failure.message ?? i18n._(failedMessage)
  const fieldOfPath = (path: string) => (path === '/attachment' ? 'insuranceCard' : path.split('/').filter(Boolean)[0])
  // Every problem the server named, each on its field (the summary lists them all); else its one sentence.
  const problems = failure.errors.length > 0 ? failure.errors.map((error) => ({ field: fieldOfPath(error.path) ?? fieldOf(failure), message: error.message })) : [{ field: fieldOf(failure), message }]
  return { kind: 'refused', message, field: fieldOf(failure), problems }
}

/**
 * A sender for one booking page. An uploaded card is remembered by its File, so a retry sends the
 * same attachment id (the same body, hence the same booking under the same key).
 */
export function createBookingSender() {
  const uploaded = new WeakMap<File, string>()

  async function upload(card: File): Promise<{ id: string } | BookingOutcome> {
    const known = uploaded.get(card)
    if (known) return { id: known }
    const form = new FormData()
    form.append('file', card, card.name)
    const result = await callApi('upload', { body: form })
    if (!result.ok) return refusal(result.failure, () => 'insuranceCard')
    uploaded.set(card, result.answer.id)
    return { id: result.answer.id }
  }

  return async function sendBooking(submission: BookingSubmission): Promise<BookingOutcome> {
    let body = submission.body
    if (submission.insuranceCard) {
      const card = await upload(submission.insuranceCard)
      if ('kind' in card) return card
      body = { ...body, attachment: card.id }
    }
    // The form built the body from its own schema (booking-form-rules.ts); the call's type is one of the three.
    const result = (await callApi(submission.call, { body: body as never, headers: { 'Idempotency-Key': submission.idempotencyKey } })) as ApiResult<{ message?: string; data?: { service_id?: string } }>
    if (!result.ok) return refusal(result.failure, ({ errors, field }) => (errors[0]?.path === '/attachment' ? 'insuranceCard' : field))
    const answer = result.answer
    const message = typeof answer?.message === 'string' && answer.message.trim() !== '' ? answer.message : i18n._(successMessage)
    return { kind: 'booked', message, serviceId: answer?.data?.service_id }
  }
}
