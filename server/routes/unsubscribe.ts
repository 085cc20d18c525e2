/**
 * The subscriber list's own unsubscribe link (issue 23 part 3; decision 090), the address in every
 * mail to a subscriber (mail/subscriber-mail.ts): `/api/email/unsubscribe?token=…`, a token of one
 * mail, never the address.
 * - GET shows the choice (in the mail's language): unsubscribe, or erase;
 * - POST does it: a mail program's one-click unsubscribe (RFC 8058: the form
 *   `List-Unsubscribe=One-Click`) or the page's `action=unsubscribe` deletes the subscription (its
 *   encrypted address, with the data key inside its envelope) and every token of it;
 *   `action=erase` also deletes the copies of the mails sent to it that the outbox still holds.
 * Each POST is written to the audit log (no address: the subscription's id), a refused one too. An
 * unknown or already used link is a 404 page that changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { UnsubscribeForm } from '#schemas/generated/unsubscribe-form.ts'
import type { UnsubscribeQuery } from '#schemas/generated/unsubscribe-query.ts'
import unsubscribeFormSchema from '#schemas/unsubscribe-form.schema.json' with { type: 'json' }
import unsubscribeQuerySchema from '#schemas/unsubscribe-query.schema.json' with { type: 'json' }
import { recordAudit } from '../audit/record-audit.ts'
import { localeOrDefault, requestLocale } from '../i18n/index.ts'
import { unsubscribeTokenHash, unsubscribeTokenPattern } from '../mail/subscriber-mail.ts'
import { unknownUnsubscribeLinkHtml, unsubscribeChoiceHtml, unsubscribedHtml } from '../mail/unsubscribe-page.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'

registerSchema('unsubscribe-query.schema.json', unsubscribeQuerySchema)
registerSchema('unsubscribe-form.schema.json', unsubscribeFormSchema)

const html = 'text/html; charset=utf-8'
const visitor = { staffId: null, email: null }

export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  // RFC 8058's one-click POST and the page's buttons are forms (content-type.ts lets this route take them).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  /** The subscription a link's token belongs to, with the language of the mail it came in. */
  async function subscriptionOf(token: string) {
    if (!unsubscribeTokenPattern.test(token)) return undefined
    return app.db.selectFrom('subscription_tokens').select(['subscription_id', 'language']).where('token_hash', '=', unsubscribeTokenHash(token)).executeTakeFirst()
  }

  addCallRoute<{ Querystring: UnsubscribeQuery }>(app, 'unsubscribePage', { schema: requestSchemas('unsubscribePage') }, async (request, reply) => {
    const found = await subscriptionOf(request.query.token)
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type(html)
    if (!found) return reply.code(404).send(unknownUnsubscribeLinkHtml(requestLocale(request)))
    return unsubscribeChoiceHtml(localeOrDefault(found.language))
  })

  addCallRoute<{ Querystring: UnsubscribeQuery; Body: UnsubscribeForm | undefined }>(app, 'unsubscribe', { schema: requestSchemas('unsubscribe') }, async (request, reply) => {
    const erase = request.body?.action === 'erase'
    const action = erase ? 'subscription.erase' : 'subscription.unsubscribe'
    const found = await subscriptionOf(request.query.token)
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type(html)
    if (!found) {
      await recordAudit(app.db, { actor: visitor, action, outcome: 'refused', request: auditRequest(request) })
      return reply.code(404).send(unknownUnsubscribeLinkHtml(requestLocale(request)))
    }
    const id = found.subscription_id
    await app.db.transaction().execute(async (trx) => {
      if (erase) await trx.deleteFrom('outbox').where('subscription_id', '=', id).execute()
      // Its tokens go with it (on delete cascade); a mail kept after unsubscribing loses the link to it.
      await trx.deleteFrom('subscriptions').where('id', '=', id).execute()
    })
    await recordAudit(app.db, { actor: visitor, action, record: { type: 'subscription', id }, fields: erase ? ['email', 'mails'] : ['email'], request: auditRequest(request) })
    return unsubscribedHtml(localeOrDefault(found.language), erase)
  })
}

/** What the audit log keeps of the request: its client address and User-Agent. */
const auditRequest = (request: FastifyRequest) => ({ ip: request.ip, headers: request.headers })
