/**
 * POST /api/premium/pre-orders {email?, phone_number?, consent}: the home page's 'Pre-Order Now'
 * for Premium. Keeps only a way to tell the person at launch (an email address, a Kenyan phone
 * number or both) and when they consented: no name, no health data. At least one of the two is
 * needed and the consent box must be ticked; each problem is a 400 naming its field. The first
 * pre-order answers 201 and a repeat (same address or number, in any case or spacing) 200 with
 * the same body and stores nothing new, so a double submit is harmless.
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { PremiumPreOrderRequest } from '#schemas/generated/premium-pre-order-request.ts'
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import premiumPreOrderRequestSchema from '#schemas/premium-pre-order-request.schema.json' with { type: 'json' }
import { normaliseKenyanPhone, phoneNumberProblem } from '#engine/index.ts'
import { RequestValidationError, type FieldProblem } from '../plugins/validation.ts'
import { answerSchema, errorAnswers } from './answer-schemas.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

registerSchema('premium-pre-order-request.schema.json', premiumPreOrderRequestSchema)

export const preOrderedMessage = answerMessage(/*i18n*/ { id: 'api.pre-ordered', message: 'Thank you! We will tell you when Premium launches.' })
export const contactRequiredMessage = answerMessage(/*i18n*/ { id: 'api.contact-required', message: 'Enter an email address or a phone number, so we can tell you when Premium launches.' })
export const preOrderConsentMessage = answerMessage(/*i18n*/ { id: 'api.pre-order-consent', message: 'Please tick the box to agree that we may contact you when Premium launches.' })

const preOrdered = answerSchema(messageAnswerSchema)

const preOrderSchema = {
  summary: 'Records that a person wants to be told when Premium launches',
  ...requestSchemas('premiumPreOrder'),
  response: { 200: preOrdered, 201: preOrdered, ...errorAnswers },
}

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null)

type Contact = { email: string | null; phone: string | null }

/** The contact as stored, or every problem with it (each naming its field). */
function checkedContact(body: PremiumPreOrderRequest): Contact {
  const problems: FieldProblem[] = []
  const email = blankToNull(body.email)
  const typedPhone = blankToNull(body.phone_number)
  const phone = typedPhone === null ? null : (normaliseKenyanPhone(typedPhone) ?? null)
  if (typedPhone !== null && phone === null) problems.push({ path: '/phone_number', message: phoneNumberProblem })
  if (email === null && typedPhone === null) problems.push({ path: '/email', message: contactRequiredMessage }, { path: '/phone_number', message: contactRequiredMessage })
  if (body.consent !== true) problems.push({ path: '/consent', message: preOrderConsentMessage })
  if (problems.length > 0) throw new RequestValidationError(problems)
  return { email, phone }
}

// Its limit per client is RATE_LIMIT_PRE_ORDERS_PER_MINUTE (plugins/rate-limit-table.ts).
// The contact is stored encrypted; the *_normalized columns hold blind indexes of it, which the
// unique constraints compare (server/crypto/, decision 034).
export async function premiumRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Body: PremiumPreOrderRequest }>(app, 'premiumPreOrder', { schema: preOrderSchema }, async (request, reply) => {
    const { email, phone } = checkedContact(request.body)
    const row = await app.db
      .insertInto('premium_pre_orders')
      .values({ email, email_normalized: email?.toLowerCase() ?? null, phone_number: phone, phone_normalized: phone, consent_given_at: new Date() })
      // Either an address or a number already known: a repeat, nothing new is kept.
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
    return reply.code(row ? 201 : 200).send({ message: preOrderedMessage })
  })
}
