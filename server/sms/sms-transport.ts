/**
 * How an SMS leaves the sms_outbox: through Africa's Talking when AT_USERNAME and AT_API_KEY are
 * set (africas-talking.ts), or "record only" when they are not (offline development, tests): nothing
 * is sent, and the row, marked delivered_via = 'record-only', is the record of what would have gone.
 */
export type SmsMessage = {
  /** The number in international form, +2547XXXXXXXX (engine/bookings/kenyan-phone.ts). */
  to: string
  text: string
}

/**
 * What became of one message:
 * - sent: the provider took it (AT 100 Processed, 101 Sent, 102 Queued), with its message id;
 * - retry: it may go through later (no answer, a 5xx, AT 405 InsufficientBalance, 500-502);
 * - refused: it never will (a bad number, a blacklisted or DND number, a bad key or request).
 * `detail` is safe to keep in sms_outbox.last_error and to log: never the number or the text.
 */
export type SmsOutcome =
  | { kind: 'sent'; messageId: string | null; statusCode: number | null }
  | { kind: 'retry'; statusCode: number | null; detail: string }
  | { kind: 'refused'; statusCode: number | null; detail: string }

export type SmsTransport = {
  /** What delivered_via records for a message this transport took. */
  readonly via: 'africas-talking' | 'record-only'
  send(message: SmsMessage): Promise<SmsOutcome>
}

/** Sends nothing: the sms_outbox row is the record (AT_API_KEY unset). */
export function recordOnlySmsTransport(): SmsTransport {
  return { via: 'record-only', send: async () => ({ kind: 'sent', messageId: null, statusCode: null }) }
}
