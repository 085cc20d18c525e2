/**
 * POST /api/email/subscribe/ through app.inject() on both databases: an address is kept once
 * (trimmed, whatever its case) with one confirmation mail queued in the same transaction; a
 * repeat answers 200 with the same body and queues nothing; a bad address is a 400 that writes
 * nothing; the queued confirmation reaches a real SMTP server through the worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpTransport } from '../mail/mail-transport.ts'
import { drainOutboxOnce } from '../mail/outbox-worker.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

const mailFrom = 'Afya Hub <hello@afyahub.example>'

/** Each request from its own client address, so the per-IP limit stays out of the way. */
let nextAddress = 1
const freshAddress = () => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`

describe.each(testDatabaseKinds)('POST /api/email/subscribe/ on %s', (kind) => {
  let testApp: TestApp
  let catcher: SmtpCatcher
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
    testApp = await createTestApp({ kind, env: { MAIL_FROM: mailFrom, PUBLIC_BASE_URL: 'https://afyahub.example' } })
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
    await catcher.close()
  })

  const subscribe = (payload: unknown, remoteAddress = freshAddress()) =>
    testApp.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: payload as object, remoteAddress })
  const subscriptions = (normalized: string) =>
    testApp.app.db.selectFrom('subscriptions').select(['email']).where('email_normalized', '=', normalized).execute()
  // Recipients are encrypted at rest (server/crypto/): SQL cannot compare them, so the decrypted rows are filtered here.
  const mailTo = async (recipients: string[]) =>
    (await testApp.app.db.selectFrom('outbox').selectAll().execute()).filter((mail) => recipients.includes(mail.recipient))
  async function tableCounts() {
    const count = async (table: 'subscriptions' | 'outbox') =>
      Number((await testApp.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    return { subscriptions: await count('subscriptions'), outbox: await count('outbox') }
  }

  it('keeps a new address (trimmed) and queues one confirmation mail: 201', async () => {
    const response = await subscribe({ email: '  Wanjiku.Kamau@Example.co.ke ' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: 'Thank you for subscribing!' })
    expect(await subscriptions('wanjiku.kamau@example.co.ke')).toEqual([{ email: 'Wanjiku.Kamau@Example.co.ke' }])
    const [mail, ...others] = await mailTo(['Wanjiku.Kamau@Example.co.ke'])
    expect(others).toEqual([])
    expect(mail).toMatchObject({ kind: 'subscribe-confirmation', subject: 'You are subscribed to Afya Hub updates', sent_at: null, channel: 'email' })
    expect(mail!.body).toContain('Thank you for subscribing!')
    expect(mail!.body).toContain('https://afyahub.example/categories')
  })

  it('answers 200 with the same body to a repeat in another case, and queues no second mail', async () => {
    expect((await subscribe({ email: 'amina@example.com' })).statusCode).toBe(201)
    for (const email of ['amina@example.com', 'AMINA@EXAMPLE.COM', ' Amina@Example.com\t']) {
      const repeat = await subscribe({ email })
      expect(repeat.statusCode).toBe(200)
      expect(repeat.json()).toEqual({ message: 'Thank you for subscribing!' })
    }
    expect(await subscriptions('amina@example.com')).toHaveLength(1)
    expect(await mailTo(['amina@example.com', 'AMINA@EXAMPLE.COM', 'Amina@Example.com'])).toHaveLength(1)
  })

  it('keeps one address and one mail when the same address arrives many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => subscribe({ email: i % 2 ? 'otieno@example.org' : 'OTIENO@example.org' })))
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(await subscriptions('otieno@example.org')).toHaveLength(1)
    expect(await mailTo(['otieno@example.org', 'OTIENO@example.org'])).toHaveLength(1)
  })

  it.each([
    ['a missing address', {}, 'Email is required.'],
    ['an empty address', { email: '' }, 'Email is required.'],
    ['a blank address', { email: '   ' }, 'Email is required.'],
    ['no @', { email: 'wanjiku.example.com' }, /^Email is not in the expected form/],
    ['no domain dot', { email: 'wanjiku@example' }, /^Email is not in the expected form/],
    ['two addresses', { email: 'a@example.com,b@example.com' }, /^Email is not in the expected form/],
    ['a header injection', { email: 'a@example.com\r\nBcc: victim@example.com' }, /^Email is not in the expected form/],
    ['a space inside', { email: 'wan jiku@example.com' }, /^Email is not in the expected form/],
    ['a number', { email: 12345 }, /^Email must be a text/],
    ['an address over 254 characters', { email: `${'a'.repeat(245)}@example.com` }, 'Email must be at most 254 characters.'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, payload, message) => {
    const before = await tableCounts()
    const response = await subscribe(payload)
    expect(response.statusCode).toBe(400)
    const body = response.json() as { message: string; errors: { path: string; message: string }[] }
    expect(body.message).toMatch(message)
    expect(body.errors).toEqual([{ path: '/email', message: body.message }])
    expect(await tableCounts()).toEqual(before)
  })

  it('refuses a field it does not know with 400 and writes nothing', async () => {
    const before = await tableCounts()
    const response = await subscribe({ email: 'kip@example.com', name: 'Kip' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([expect.objectContaining({ path: '/name' })])
    expect(await tableCounts()).toEqual(before)
  })

  it('allows 3 subscribes a minute from one address, then 429 without writing', async () => {
    const address = freshAddress()
    for (let i = 0; i < 3; i += 1) expect((await subscribe({ email: `limit${i}@example.com` }, address)).statusCode).toBe(201)
    const before = await tableCounts()
    const refused = await subscribe({ email: 'limit3@example.com' }, address)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await tableCounts()).toEqual(before)
  })

  it('logs no address', async () => {
    const firstLine = testApp.logLines.length
    await subscribe({ email: 'canary.subscriber@example.com' })
    await subscribe({ email: 'canary.subscriber@example.com' })
    await subscribe({ email: 'canary.subscriber@@example.com' })
    expect(JSON.stringify(testApp.logLines.slice(firstLine))).not.toMatch(/canary|example\.com/)
  })

  it('delivers the queued confirmation through the worker to a real SMTP server', async () => {
    await testApp.app.db.updateTable('outbox').set({ sent_at: new Date() }).where('sent_at', 'is', null).execute()
    expect((await subscribe({ email: 'njeri@example.co.ke' })).statusCode).toBe(201)
    const transport = smtpTransport(catcher.url)
    try {
      expect(await drainOutboxOnce({ db: testApp.app.db, transport, from: testApp.app.config.mail.from })).toMatchObject({ sent: 1 })
    } finally {
      transport.close()
    }
    expect(catcher.messages).toHaveLength(1)
    expect(catcher.messages[0]!.headers).toMatchObject({ from: mailFrom, to: 'njeri@example.co.ke', subject: 'You are subscribed to Afya Hub updates' })
    expect(catcher.messages[0]!.text).toContain('Thank you for subscribing!')
  })
})
