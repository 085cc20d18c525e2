/**
 * Binds the sandbox's approve, decline and cancel to the browser that started the payment
 * (decision 048): each sandbox order has a random `payer_secret`; the answer that starts (or
 * repeats) the payment sets it as an HttpOnly, SameSite=Strict cookie whose path is that order's
 * page, so the browser sends it with the page's forms and nowhere else; a decision without the
 * matching cookie is refused. The cookie is a per-payment secret, not a tracker, and the sandbox
 * runs on local addresses only (decision 030).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { isUuid, sandboxPagePath } from './sandbox-provider.ts'

export const sandboxPayerCookie = 'afya_sandbox_payer'
const oneHour = 60 * 60

/** The sandbox order's tracking id in its page address (`…/api/payments/sandbox/<id>`), if it is one. */
export function trackingIdOf(redirectUrl: string): string | undefined {
  const pathname = new URL(redirectUrl, 'http://sandbox.invalid').pathname
  const id = pathname.startsWith(`${sandboxPagePath}/`) ? pathname.slice(sandboxPagePath.length + 1) : ''
  return isUuid(id) ? id : undefined
}

/** Sets the payer cookie of the sandbox order behind this page address (nothing for any other address). */
export async function setPayerCookie(db: Kysely<Tables>, reply: FastifyReply, redirectUrl: string): Promise<void> {
  const trackingId = trackingIdOf(redirectUrl)
  if (!trackingId) return
  const order = await db.selectFrom('sandbox_payment_orders').select('payer_secret').where('tracking_id', '=', trackingId).executeTakeFirst()
  if (!order?.payer_secret) return
  reply.header('set-cookie', `${sandboxPayerCookie}=${order.payer_secret}; Path=${sandboxPagePath}/${trackingId}; Max-Age=${oneHour}; HttpOnly; SameSite=Strict`)
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie
  if (typeof header !== 'string') return undefined
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the request carries the order's payer cookie (compared in constant time). */
export function isPayer(request: FastifyRequest, payerSecret: string | null): boolean {
  const given = cookieValue(request, sandboxPayerCookie)
  return payerSecret !== null && given !== undefined && timingSafeEqual(digest(given), digest(payerSecret))
}
