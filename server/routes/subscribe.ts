/**
 * POST /api/email/subscribe/ {email}: keeps the address once (trimmed; compared without regard to
 * case) and, the first time only, queues a confirmation mail in the same transaction. The first
 * subscribe answers 201 and a repeat 200, with the same body, so the answer reveals no more than
 * that status. A bad address is a 400 naming the field. Every mail to a subscriber carries its own
 * unsubscribe link (mail/subscriber-mail.ts, routes/unsubscribe.ts; decision 090).
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { SubscribeRequest } from '#schemas/generated/subscribe-request.ts'
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import subscribeRequestSchema from '#schemas/subscribe-request.schema.json' with { type: 'json' }
import { requestLocale } from '../i18n/index.ts'
import { enqueueSubscriberMail } from '../mail/subscriber-mail.ts'
import { subscribeConfirmationMail } from '../mail/templates.ts'
import { answerSchema, errorAnswers } from './answer-schemas.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { apiMessages } from '#schemas/api-contract.ts'

registerSchema('subscribe-request.schema.json', subscribeRequestSchema)

export const subscribedMessage = apiMessages.subscribed
const subscribed = answerSchema(messageAnswerSchema)

const subscribeSchema = {
  summary: 'Subscribes an email address to updates',
  ...requestSchemas('subscribe'),
  response: {
    200: subscribed,
    201: subscribed,
    ...errorAnswers,
  },
}

export async function subscribeRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Body: SubscribeRequest }>(app, 'subscribe', { schema: subscribeSchema }, async (request, reply) => {
    const email = request.body.email.trim()
    const created = await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('subscriptions')
        .values({ email, email_normalized: email.toLowerCase() })
        .onConflict((conflict) => conflict.column('email_normalized').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!row) return false
      // In the language of the page the form was sent from (the web client's Accept-Language),
      // with the subscription's own unsubscribe link (decision 090).
      const locale = requestLocale(request)
      const mail = subscribeConfirmationMail(email, { publicBaseUrl: app.config.publicBaseUrl, siteContacts: app.config.siteContacts }, locale)
      await enqueueSubscriberMail(trx, row.id, mail, { publicBaseUrl: app.config.publicBaseUrl, locale })
      return true
    })
    return reply.code(created ? 201 : 200).send({ message: subscribedMessage })
  })
}
