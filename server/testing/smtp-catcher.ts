/**
 * For tests only: a real SMTP server (smtp-server) on 127.0.0.1 and a free port that keeps
 * every message it receives, or refuses them with a chosen reply, as a real mail server would.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type CaughtMail = {
  envelopeFrom: string
  envelopeTo: string[]
  /** Header values, by lower-case name (folded lines unfolded). */
  headers: Record<string, string>
  /** The body, with quoted-printable soft line breaks and escapes undone. */
  text: string
  /** The whole message as received (a multipart one's parts: server/testing/mail-parts.ts). */
  raw: string
}

export type Refusal = { stage: 'recipient' | 'data'; responseCode: number; message: string }

export type SmtpCatcher = {
  /** smtp://127.0.0.1:<port> */
  url: string
  messages: CaughtMail[]
  /** Refuse what comes next (undefined: accept again). */
  refuse(refusal: Refusal | undefined): void
  close(): Promise<void>
}

function replyError(refusal: Refusal): Error {
  return Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode })
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = []
  let refusal: Refusal | undefined
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refusal?.stage === 'recipient' ? replyError(refusal) : undefined)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusal?.stage === 'data') return callback(replyError(refusal))
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({ envelopeFrom, envelopeTo: session.envelope.rcptTo.map((to) => to.address), ...parse(raw), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse: (next) => void (refusal = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function parse(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  let text = raw.slice(split + 4)
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    text = Buffer.from(text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8')
  }
  return { headers, text: text.replace(/\r\n/g, '\n') }
}
