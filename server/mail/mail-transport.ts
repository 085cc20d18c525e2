/**
 * How a mail leaves the outbox: over SMTP through nodemailer when SMTP_URL is set, or "record
 * only" when it is not (offline development): nothing is sent, and the outbox row, marked
 * delivered_via = 'record-only', is the record of what would have gone out.
 */
import nodemailer from 'nodemailer'
import type { MailConfig } from '../config.ts'

export type MailMessage = {
  /** A stable Message-ID (from the outbox row), so a resent copy can be recognised. */
  messageId: string
  from: string
  to: string
  subject: string
  text: string
  /** A file sent with the message (the mailed full report, decision 089). */
  attachment?: { name: string; contentType: string; bytes: Uint8Array }
  /** A mail to a subscriber: List-Unsubscribe with RFC 8058's one-click POST (decision 090). */
  listUnsubscribe?: string
}

export type MailTransport = {
  /** What delivered_via records for a message this transport took. */
  readonly via: 'smtp' | 'record-only'
  send(message: MailMessage): Promise<void>
  close(): void
}

export type SmtpTimeouts = { connectionMs?: number; greetingMs?: number; socketMs?: number }

/** SMTP through nodemailer, e.g. smtps://user:password@smtp.example.com:465. */
export function smtpTransport(smtpUrl: string, timeouts: SmtpTimeouts = {}): MailTransport {
  // A pool keeps a few connections open between messages instead of one per message.
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs ?? 10_000,
    greetingTimeout: timeouts.greetingMs ?? 10_000,
    socketTimeout: timeouts.socketMs ?? 20_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return {
    via: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        ...(message.attachment
          ? { attachments: [{ filename: message.attachment.name, content: Buffer.from(message.attachment.bytes), contentType: message.attachment.contentType }] }
          : {}),
        ...(message.listUnsubscribe
          ? { headers: { 'List-Unsubscribe': `<${message.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      })
    },
    close() {
      transporter.close()
    },
  }
}

/** Sends nothing: the outbox row is the record (SMTP_URL unset). */
export function recordOnlyTransport(): MailTransport {
  return { via: 'record-only', async send() {}, close() {} }
}

export function createMailTransport(mail: MailConfig): MailTransport {
  return mail.smtpUrl ? smtpTransport(mail.smtpUrl) : recordOnlyTransport()
}

export type SendFailure = {
  /** True when the mail server refused this message for good (a 5xx to its envelope or data). */
  permanent: boolean
  /** Safe to log: an error code and the SMTP reply code, never an address. */
  code: string
  responseCode: number | undefined
  /** Kept in outbox.last_error (the row holds the address anyway), at most 500 characters. */
  detail: string
}

/**
 * Sorts a failed send. A refusal of the recipient or message (5xx) will not change on retry;
 * a connection, timeout, authentication or 4xx problem may, so those are retried.
 */
export function describeSendFailure(error: unknown): SendFailure {
  const { code, responseCode, message } = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown }
  const reply = typeof responseCode === 'number' ? responseCode : undefined
  const errorCode = typeof code === 'string' ? code : 'UNKNOWN'
  const refusal = errorCode === 'EENVELOPE' || errorCode === 'EMESSAGE'
  return {
    permanent: refusal && reply !== undefined && reply >= 500 && reply < 600,
    code: errorCode,
    responseCode: reply,
    detail: `${errorCode}${reply ? ` ${reply}` : ''}: ${typeof message === 'string' ? message : String(error)}`.slice(0, 500),
  }
}
