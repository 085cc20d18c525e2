/**
 * Test support for the manage page (server/manage/): a booking made and paid through the embedded
 * sandbox, the manage link the confirmation page would get, and the newest one-time code as the
 * visitor would read it in their mail (the outbox row, decrypted by the database layer).
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { manageMailKinds } from '../manage/manage-mail.ts'
import { appointmentForm } from './booking-test-helpers.ts'
import { payerCookie } from './payment-fixtures.ts'

/** Books an appointment (the form's fields overridden by `fields`) and pays it in the sandbox; its service id. */
export async function bookAndPay(app: FastifyInstance, fields: Record<string, unknown> = {}, options: { pay?: boolean } = {}): Promise<string> {
  const booked = await app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), ...fields } })
  if (booked.statusCode !== 201) throw new Error(`booking refused: ${booked.body}`)
  const serviceId = (booked.json() as { data: { service_id: string } }).data.service_id
  if (options.pay === false) return serviceId
  const started = await app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })
  const page = new URL((started.json() as { payment_data: { redirect_url: string } }).payment_data.redirect_url, 'http://site').pathname
  const decided = await app.inject({ method: 'POST', url: `${page}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: await payerCookie(app.db, page) }, payload: '' })
  if (decided.statusCode !== 303) throw new Error(`sandbox approval failed: ${decided.body}`)
  return serviceId
}

/** The token of a new manage link for the booking, as the confirmation page receives it. */
export async function manageToken(app: FastifyInstance, serviceId: string): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/manage/link', payload: { service_id: serviceId } })
  if (answer.statusCode !== 200) throw new Error(`no manage link: ${answer.body}`)
  return (answer.json() as { path: string }).path.split('#')[1]!
}

/** The newest one-time code mailed to the address. */
export async function lastCodeMailed(db: Kysely<Tables>, recipient: string): Promise<string | undefined> {
  const rows = await db.selectFrom('outbox').select(['recipient', 'body', 'created_at']).where('kind', '=', manageMailKinds.code).orderBy('created_at', 'desc').execute()
  const body = rows.find((row) => row.recipient === recipient)?.body
  return body ? /\b(\d{6})\b/.exec(body)?.[1] : undefined
}

/** Asks for a code with the token and opens the booking with it; the manage session. */
export async function openWithCode(app: FastifyInstance, token: string, recipient: string): Promise<string> {
  const sent = await app.inject({ method: 'POST', url: '/api/manage/code', payload: { token } })
  if (sent.statusCode !== 200) throw new Error(`no code sent: ${sent.body}`)
  const code = await lastCodeMailed(app.db, recipient)
  const opened = await app.inject({ method: 'POST', url: '/api/manage/open', payload: { token, code } })
  if (opened.statusCode !== 200) throw new Error(`not opened: ${opened.body}`)
  return (opened.json() as { session: string }).session
}
