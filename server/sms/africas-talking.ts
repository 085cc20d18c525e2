/**
 * Africa's Talking's SMS API over Node's fetch (/work/shared/integrations.md §3): POST
 * `{base}/messaging` with the `apiKey` header and a form body (`username`, `to`, `message`, and
 * `from` when an approved sender id is configured). Success is HTTP 201 with one result per
 * recipient; each is judged on its own statusCode. Any other answer may be plain text: it is a
 * failure, kept (shortened) as the detail. The key never appears in a detail, an error or a log.
 */
import type { SmsMessage, SmsOutcome, SmsTransport } from './sms-transport.ts'

export type AfricasTalkingOptions = {
  /** AT_BASE_URL: https://api.africastalking.com/version1 (live) or https://api.sandbox.africastalking.com/version1. */
  baseUrl: URL
  /** AT_USERNAME: the application's username ('sandbox' in the sandbox). */
  username: string
  /** AT_API_KEY (secret). */
  apiKey: string
  /** AT_SENDER_ID: an approved sender id or short code; the account's default when unset. */
  senderId?: string | undefined
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Per-recipient codes that mean the provider took the message: 100 Processed, 101 Sent, 102 Queued. */
const acceptedCodes = new Set([100, 101, 102])
/** Per-recipient failures that may pass later: 405 InsufficientBalance, 500 InternalServerError, 501 GatewayError, 502 RejectedByGateway. */
const transientCodes = new Set([405, 500, 501, 502])

type Recipient = { statusCode?: unknown; status?: unknown; messageId?: unknown }

export function africasTalkingTransport(options: AfricasTalkingOptions): SmsTransport {
  const fetchSms = options.fetch ?? fetch
  const endpoint = new URL('messaging', options.baseUrl.href.endsWith('/') ? options.baseUrl : new URL(`${options.baseUrl.href}/`))
  return {
    via: 'africas-talking',
    async send(message: SmsMessage): Promise<SmsOutcome> {
      const form = new URLSearchParams({ username: options.username, to: message.to, message: message.text })
      if (options.senderId) form.set('from', options.senderId)
      let response: Response
      try {
        response = await fetchSms(endpoint, {
          method: 'POST',
          headers: { apiKey: options.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        })
      } catch (error) {
        return { kind: 'retry', statusCode: null, detail: `no answer: ${(error as Error).name}` }
      }
      const text = await response.text().catch(() => '')
      if (response.status !== 201) {
        const detail = `HTTP ${response.status}: ${text.slice(0, 200)}`
        return response.status >= 500 || response.status === 429 ? { kind: 'retry', statusCode: null, detail } : { kind: 'refused', statusCode: null, detail }
      }
      const recipient = firstRecipient(text)
      if (!recipient) return { kind: 'retry', statusCode: null, detail: `HTTP 201 without a recipient: ${text.slice(0, 200)}` }
      const code = typeof recipient.statusCode === 'number' ? recipient.statusCode : Number(recipient.statusCode)
      const status = typeof recipient.status === 'string' ? recipient.status : 'unknown'
      if (acceptedCodes.has(code)) return { kind: 'sent', messageId: typeof recipient.messageId === 'string' && recipient.messageId !== 'None' ? recipient.messageId : null, statusCode: code }
      const detail = `recipient ${Number.isFinite(code) ? code : '?'} ${status}`.slice(0, 200)
      return transientCodes.has(code) ? { kind: 'retry', statusCode: code, detail } : { kind: 'refused', statusCode: Number.isFinite(code) ? code : null, detail }
    },
  }
}

/** The one recipient of a 201 answer (we send to one number at a time), or undefined when the body is not AT's shape. */
function firstRecipient(text: string): Recipient | undefined {
  try {
    const body = JSON.parse(text) as { SMSMessageData?: { Recipients?: unknown } }
    const recipients = body.SMSMessageData?.Recipients
    return Array.isArray(recipients) && recipients[0] && typeof recipients[0] === 'object' ? (recipients[0] as Recipient) : undefined
  } catch {
    return undefined
  }
}
