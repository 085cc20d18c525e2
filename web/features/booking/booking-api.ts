/**
 * The booking calls (SPEC.md section 7, calls 3 to 5, and the insurance-card upload): the card is
 * uploaded first (POST /api/uploads, multipart field `file`) and its id sent as `attachment`; the
 * booking is JSON with an Idempotency-Key header. Answers are read as SPEC.md section 8 says:
 * 201 `{message, data: {service_id}}`; a refusal's `message` (or 'Failed!'); a network or parse
 * failure is thrown, and the page says 'An unexpected error occurred.'.
 */
import type { BookingResponse } from '#schemas/generated/booking-response.ts'

export const successMessage = 'Success!'
export const failedMessage = 'Failed!'
export const unexpectedErrorMessage = 'An unexpected error occurred.'

/** What the page sends: the call, its body and key, and the insurance card to upload first. */
export type BookingSubmission = {
  endpoint: string
  body: object
  idempotencyKey: string
  insuranceCard?: File
}

/** A booking made (with the id of its checkout, when the server gave one) or refused. */
export type BookingOutcome =
  | { kind: 'booked'; message: string; serviceId: string | undefined }
  | { kind: 'refused'; message: string; field: string | undefined }

type ErrorBody = { message?: unknown; errors?: { path?: unknown }[] }

/** The refusal's message and the form field it concerns (its first problem's path: '/phone_number' is phone_number). */
async function refusal(response: Response, fieldOfPath: (path: string | undefined) => string | undefined): Promise<BookingOutcome> {
  let body: ErrorBody | undefined
  try {
    body = (await response.json()) as ErrorBody
  } catch {
    body = undefined
  }
  const message = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : failedMessage
  const path = body?.errors?.[0]?.path
  return { kind: 'refused', message, field: fieldOfPath(typeof path === 'string' ? path : undefined) }
}

const firstSegment = (path: string | undefined) => path?.split('/').filter(Boolean)[0]

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
    const response = await fetch('/api/uploads', { method: 'POST', body: form })
    if (!response.ok) return refusal(response, () => 'insuranceCard')
    const { id } = (await response.json()) as { id: string }
    uploaded.set(card, id)
    return { id }
  }

  return async function sendBooking(submission: BookingSubmission): Promise<BookingOutcome> {
    let body = submission.body
    if (submission.insuranceCard) {
      const card = await upload(submission.insuranceCard)
      if ('kind' in card) return card
      body = { ...body, attachment: card.id }
    }
    const response = await fetch(submission.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': submission.idempotencyKey },
      body: JSON.stringify(body),
    })
    if (!response.ok) return refusal(response, (path) => (path === '/attachment' ? 'insuranceCard' : firstSegment(path)))
    const answer = (await response.json()) as Partial<BookingResponse>
    const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : successMessage
    return { kind: 'booked', message, serviceId: answer.data?.service_id }
  }
}
