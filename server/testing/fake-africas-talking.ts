/**
 * A fake of Africa's Talking's SMS API (integrations.md §3, "Fake must") on 127.0.0.1, port 0, for
 * contract tests: POST `<prefix>/messaging` requires the `apiKey` header (401 with a text body
 * otherwise) and a form body with `username`, `to` and `message` (400 with text otherwise), splits
 * `to` on commas and gives each recipient a status (101 Sent by default; a number not matching
 * ^\+\d{10,15}$ gets 403 InvalidPhoneNumber; `statusFor` overrides), then answers 201 with AT's JSON.
 * Every message is recorded (`messages`, and GET /__fake/messages). It can post a delivery report
 * to a URL the way AT does (a form). No production code knows about it.
 */
import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'

export type FakeSms = { messageId: string; username: string; to: string; message: string; from: string | undefined; statusCode: number }

export type FakeAfricasTalkingOptions = {
  apiKey?: string
  /** The path prefix, as in AT's base URLs (…/version1). */
  prefix?: string
  /** A recipient's status code instead of the default rule. */
  statusFor?: (to: string) => number | undefined
  /** An HTTP failure instead of an answer (e.g. 500 with a text body), for the next requests. */
  failWith?: () => { status: number; text: string } | undefined
}

const statusNames: Record<number, string> = {
  100: 'Processed', 101: 'Success', 102: 'Queued', 401: 'RiskHold', 402: 'InvalidSenderId', 403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType', 405: 'InsufficientBalance', 406: 'UserInBlacklist', 407: 'CouldNotRoute', 409: 'DoNotDisturbRejection',
  500: 'InternalServerError', 501: 'GatewayError', 502: 'RejectedByGateway',
}

export async function startFakeAfricasTalking(options: FakeAfricasTalkingOptions = {}) {
  const apiKey = options.apiKey ?? 'fake-at-key'
  const prefix = options.prefix ?? '/version1'
  const messages: FakeSms[] = []
  const requests: { apiKey: string | undefined; contentType: string | undefined; accept: string | undefined }[] = []
  const app = Fastify()
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))))

  app.post(`${prefix}/messaging`, async (request, reply) => {
    const key = request.headers.apikey as string | undefined
    requests.push({ apiKey: key, contentType: request.headers['content-type'], accept: request.headers.accept })
    if (key !== apiKey) return reply.code(401).type('text/plain').send('The supplied authentication is invalid')
    const failure = options.failWith?.()
    if (failure) return reply.code(failure.status).type('text/plain').send(failure.text)
    const body = (request.body ?? {}) as Record<string, string>
    for (const field of ['username', 'to', 'message']) if (!body[field]) return reply.code(400).type('text/plain').send(`Request is missing required form field '${field}'`)
    const recipients = body.to!.split(',').map((to) => to.trim()).map((to) => {
      const statusCode = options.statusFor?.(to) ?? (/^\+\d{10,15}$/.test(to) ? 101 : 403)
      const sent = statusCode === 101 || statusCode === 102
      const messageId = sent ? `ATXid_${randomUUID().replace(/-/g, '')}` : 'None'
      if (sent) messages.push({ messageId, username: body.username!, to, message: body.message!, from: body.from, statusCode })
      return { statusCode, number: to, status: statusNames[statusCode] ?? 'Failed', cost: sent ? 'KES 0.8000' : '0', messageId }
    })
    const sentCount = recipients.filter((recipient) => recipient.messageId !== 'None').length
    return reply.code(201).send({ SMSMessageData: { Message: `Sent to ${sentCount}/${recipients.length} Total Cost: KES ${(0.8 * sentCount).toFixed(4)}`, Recipients: recipients } })
  })
  app.get('/__fake/messages', async () => messages)

  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('The fake did not get a port')
  const origin = `http://127.0.0.1:${address.port}`
  return {
    baseUrl: new URL(`${origin}${prefix}`),
    apiKey,
    messages,
    requests,
    /** Posts a delivery report as AT does: a form with id, status, phoneNumber, networkCode, failureReason, retryCount. */
    async postDeliveryReport(url: string, report: Record<string, string>) {
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(report).toString() })
      return { statusCode: response.status, body: await response.text() }
    },
    close: () => app.close(),
  }
}

export type FakeAfricasTalking = Awaited<ReturnType<typeof startFakeAfricasTalking>>
