/**
 * The pages that show one booking (checkout, payment and its confirmation and receipt, the
 * screening a booking leads to) are never stored by the browser or a shared cache: on a phone
 * lent to someone else, the back button or the cache must not bring a booking back. Their answers
 * (the page shell, a 404 included) carry `Cache-Control: no-store`, whatever route sends them.
 * Which pages these are is the route table's `noStore` (schemas/routes.ts), in both languages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { splitLocale } from '#schemas/locales.ts'
import { noStoreSections } from '#schemas/routes.ts'

/** The first segment of each no-store route of the route table (/checkout, /payment, /payments, /screening): every path under it. */
const bookingSections = new Set(noStoreSections)

/** Whether the address (in either language: /sw/checkout/... too) is under a no-store section. */
export function isBookingPage(url: string): boolean {
  const { path } = splitLocale(url.split(/[?#]/)[0] ?? '')
  return bookingSections.has(path.split('/')[1] ?? '')
}

/** An onSend hook: `no-store` on every answer to a booking page. */
export async function noStoreOnBookingPages(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (isBookingPage(request.url)) reply.header('cache-control', 'no-store')
  return payload
}
