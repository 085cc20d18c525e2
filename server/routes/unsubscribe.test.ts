/**
 * The subscriber list's own unsubscribe link (decision 090) through app.inject() on both
 * databases, the mail going through the worker to a real SMTP server (the SMTP catcher):
 * - every mail to a subscriber carries a link with a token, never the address, in its text and in
 *   List-Unsubscribe with RFC 8058's List-Unsubscribe-Post;
 * - the link's page offers unsubscribe and erase, in the mail's language;
 * - a one-click POST unsubscribes: the row and its tokens go (the data key is inside the row's
 *   envelope), audited; erase also deletes the mails still held for it;
 * - a used or unknown link changes nothing and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpTransport, type MailTransport } from '../mail/mail-transport.ts'
import { drainOutboxOnce } from '../mail/outbox-worker.ts'
import { rawDatabaseDump } from '../testing/database-dump.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

const mailFrom = 'Afya Hub <hello@afyahub.example>'
const slowMachine = 300_000
const form = { 'content-type': 'application/x-www-form-urlencoded' }

let nextAddress = 1
const freshAddress = () => `10.40.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`

describe.each(testDatabaseKinds)('the unsubscribe link on %s', (kind) => {
  let testApp: TestApp
  let catcher: SmtpCatcher
  let transport: MailTransport
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
    transport = smtpTransport(catcher.url)
    testApp = await createTestApp({ kind, env: { MAIL_FROM: mailFrom, PUBLIC_BASE_URL: 'https://afyahub.example' } })
    await testApp.app.ready()
  }, slowMachine)
  afterAll(async () => {
    transport?.close()
    await testApp?.app.close()
    await catcher?.close()
  })

  /** Subscribes the address and delivers the confirmation; answers its unsubscribe address and the mail. */
  async function subscribe(email: string, language = 'en') {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { email }, headers: { 'accept-language': language }, remoteAddress: freshAddress() })
    expect(response.statusCode).toBe(201)
    await drainOutboxOnce({ db: testApp.app.db, transport, from: mailFrom, batchSize: 50 })
    const mail = catcher.messages.find((message) => message.envelopeTo.some((to) => to.toLowerCase() === email.toLowerCase()))!
    const link = /<(https:\/\/afyahub\.example\/api\/email\/unsubscribe\?token=[A-Za-z0-9_-]{43})>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1]
    expect(link).toBeDefined()
    return { link: link!, path: new URL(link!).pathname + new URL(link!).search, mail }
  }
  const subscriptionCount = async () => Number((await testApp.app.db.selectFrom('subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const auditOf = (action: string) => testApp.app.db.selectFrom('staff_audit_log').select(['action', 'outcome', 'record_type', 'record_id', 'fields', 'staff_id']).where('action', '=', action).orderBy('id').execute()

  it(
    'gives every subscriber mail its own link, in the text and as a one-click List-Unsubscribe, without the address',
    async () => {
      const { link, mail } = await subscribe('Nekesa.List@Example.com')
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain(`To unsubscribe, or to erase your subscription, open: ${link}`)
      expect(link.toLowerCase()).not.toContain('nekesa')
      const page = await testApp.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.body).toContain('<h1>Your subscription to Afya Hub updates</h1>')
      expect(page.body).toMatch(/<form method="post"><input type="hidden" name="action" value="unsubscribe">/)
      expect(page.body).toMatch(/<form method="post"><input type="hidden" name="action" value="erase">/)
      expect(page.body).not.toContain('Nekesa')
    },
    slowMachine,
  )

  it(
    "unsubscribes with a mail program's one-click POST: the address and its tokens are deleted, audited; the link then changes nothing",
    async () => {
      const { path } = await subscribe('wafula.oneclick@example.org')
      const before = await subscriptionCount()
      const response = await testApp.app.inject({ method: 'POST', url: path, headers: form, payload: 'List-Unsubscribe=One-Click' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<h1>You are unsubscribed</h1>')
      expect(await subscriptionCount()).toBe(before - 1)
      const tokens = await testApp.app.db.selectFrom('subscription_tokens').select('subscription_id').execute()
      const [entry] = await auditOf('subscription.unsubscribe')
      expect(entry).toMatchObject({ outcome: 'success', record_type: 'subscription', fields: ['email'], staff_id: null })
      expect(tokens.map((token) => token.subscription_id)).not.toContain(entry!.record_id)

      const again = await testApp.app.inject({ method: 'POST', url: path, headers: form, payload: 'List-Unsubscribe=One-Click' })
      expect(again.statusCode).toBe(404)
      expect(again.body).toContain('This link no longer works')
      expect(await subscriptionCount()).toBe(before - 1)
      expect((await auditOf('subscription.unsubscribe')).map((row) => row.outcome)).toEqual(['success', 'refused'])
      // Subscribing again is a new subscription.
      expect((await testApp.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { email: 'wafula.oneclick@example.org' }, remoteAddress: freshAddress() })).statusCode).toBe(201)
    },
    slowMachine,
  )

  it(
    "erases from the page's button: the subscription and the mails still held for it are gone from a raw copy of the database, in Kiswahili",
    async () => {
      const { path } = await subscribe('Zuhura.Futa@Example.co.ke', 'sw')
      const page = await testApp.app.inject({ method: 'GET', url: path })
      expect(page.body).toContain('<html lang="sw">')
      expect(page.body).toContain('Futa usajili wangu')
      const response = await testApp.app.inject({ method: 'POST', url: path, headers: { ...form, origin: 'https://afyahub.example' }, payload: 'action=erase' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<html lang="sw">')
      const dump = await rawDatabaseDump(testApp.app.db)
      expect(dump.toLowerCase()).not.toContain('zuhura')
      const mails = (await testApp.app.db.selectFrom('outbox').select('recipient').execute()).map((row) => row.recipient.toLowerCase())
      expect(mails).not.toContain('zuhura.futa@example.co.ke')
      expect(await auditOf('subscription.erase')).toEqual([expect.objectContaining({ outcome: 'success', record_type: 'subscription', fields: ['email', 'mails'] })])
    },
    slowMachine,
  )

  it(
    'answers an unknown link with a page that changes nothing, and a link without its token with the field named',
    async () => {
      const before = await subscriptionCount()
      const unknown = await testApp.app.inject({ method: 'GET', url: `/api/email/unsubscribe?token=${'x'.repeat(43)}` })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.body).toContain('Nothing was changed')
      const missing = await testApp.app.inject({ method: 'POST', url: '/api/email/unsubscribe', headers: form, payload: 'List-Unsubscribe=One-Click' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors[0].path).toBe('/querystring/token')
      const oddForm = await testApp.app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${'x'.repeat(43)}`, headers: form, payload: 'action=delete-everyone' })
      expect(oddForm.statusCode).toBe(400)
      expect(oddForm.json().errors[0].path).toBe('/action')
      expect(await subscriptionCount()).toBe(before)
    },
    slowMachine,
  )
})
