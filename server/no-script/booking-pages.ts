/**
 * Booking, checkout and payment without JavaScript (issue 21 item 1; decisions 099 and 104):
 * - `GET /booking?productID=appointment|wellness[&packageID=]|VitalCare360`: the page's `<noscript>`
 *   holds the app's booking page drawn on the server, its form posting to the same address;
 * - `POST` to that address (a plain form post): the app's own check of a submit of that product's
 *   form (every missing field, the phone number, the date; in the page's language) and then the
 *   booking API itself, called inside the server (`app.inject`) with the body the app would send
 *   and that body's own fingerprint as its Idempotency-Key, so every rule, limit and refusal is the
 *   API's and the same form posted again (a double tap, Submit again after Back) books nothing new:
 *   it lands on the same checkout. Problems come back on the same form with its GOV.UK error summary
 *   (decision 074), every value kept, status 400; a booking goes on to its checkout (303);
 * - `GET /checkout/<id>`: the checkout's summary with Pay Now as a form post;
 * - `POST /checkout/<id>`: the payment API, then a 303 to the provider's payment page as a whole
 *   page (no frame: nothing runs to draw one), with the cookies the API's answer sets (the sandbox's
 *   payer cookie, decision 048), or the checkout again with the problem.
 * Booking data travels only in the posted body, never in an address; the answers are no-store,
 * and no log line holds a body (server/logger-options.ts censors it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { apiCalls } from '#schemas/api-calls.ts'
import { localisedPath, splitLocale, locales, type Locale } from '#schemas/locales.ts'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import type { NoScriptPostedBooking } from '#schemas/no-script-renderer.ts'
import type { NoScriptPages } from './index.ts'
import { mainContentId } from './page-frame.ts'
import { readFormPost } from './form-post.ts'
import { requestFingerprint } from '../bookings/idempotency.ts'
import { translatedSentence } from '../i18n/answer-messages.ts'
import { serverErrorMessage } from '../plugins/error-handler.ts'

/** A page's whole body for its `<noscript>`: the site's header and footer around the page's `<main>`. */
export async function noScriptBody(noScript: NoScriptPages, pathname: string, main: string): Promise<string> {
  const { header, footer } = await noScript.renderer.chrome(pathname)
  return noScript.withConfiguredContacts(`${header}<div id="${mainContentId}" tabindex="-1">${main}</div>${footer}`)
}

const bookingPath = '/booking'
const checkoutPattern = /^\/checkout\/([0-9a-f-]{36})\/?$/i
/** The products a plain form books: the appointment, a wellness package, the VitalCare360 wait-list. */
const bookableProducts = new Set(['appointment', 'wellness', 'VitalCare360'])
/**
 * The Idempotency-Key of a plain form's booking: the fingerprint of the call and the body it sends.
 * A browser draws the form anew after Back (a key drawn into the page would be a new one), so the
 * same booking is known by what it books: the same person, product, time and words posted again
 * land on the first post's answer; a changed form is a new booking (decision 104).
 */
export const noScriptIdempotencyKey = (call: string, body: unknown): string => `no-script-${requestFingerprint(call, body)}`

/** The booking page's own search (`?productID=...[&packageID=...]`, nothing else), or undefined when it names no bookable product. */
export function bookingSearchOf(pathname: string, params: URLSearchParams): string | undefined {
  const productId = params.get('productID') ?? ''
  if (splitLocale(pathname).path.replace(/\/$/, '') !== bookingPath || !bookableProducts.has(productId)) return undefined
  const packageId = productId === 'wellness' ? params.get('packageID') : null
  return `?${new URLSearchParams({ productID: productId, ...(packageId ? { packageID: packageId } : {}) }).toString()}`
}

export function checkoutServiceId(pathname: string): string | undefined {
  return checkoutPattern.exec(splitLocale(pathname).path)?.[1]
}

/** The `<noscript>` body of a booking page: the form, empty, posting to its own address. */
export async function bookingNoScriptBody(noScript: NoScriptPages, pathname: string, search: string): Promise<string> {
  return noScriptBody(noScript, pathname, await noScript.renderer.booking({ pathname, search }))
}

type ApiAnswer = { statusCode: number; body: Record<string, unknown>; setCookie: string | string[] | undefined }

/** Calls the server's own API as the app would, from the visitor's address (its rate limits apply), in the page's language. */
export async function callApi(app: FastifyInstance, request: FastifyRequest, pathname: string, call: { method: 'GET' | 'POST'; url: string; payload?: unknown; idempotencyKey?: string | undefined }): Promise<ApiAnswer> {
  const { locale } = splitLocale(pathname)
  const answer = await app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: request.ip,
    headers: {
      'accept-language': locale,
      accept: 'application/json',
      ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.idempotencyKey === undefined ? {} : { 'idempotency-key': call.idempotencyKey }),
    },
    ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
  })
  let body: Record<string, unknown> = {}
  try {
    body = answer.json<Record<string, unknown>>()
  } catch {
    // A body that is no JSON is a failure the visitor reads as the API's generic message.
  }
  return { statusCode: answer.statusCode, body, setCookie: answer.headers['set-cookie'] }
}

/** What the visitor reads of a failed call: the API's message (already in the page's language), or, from an answer without one, the API's own "something went wrong" in that language. */
export const messageOf = (answer: ApiAnswer, locale: Locale): string =>
  typeof answer.body['message'] === 'string' ? answer.body['message'] : translatedSentence(serverErrorMessage, locale)

/** The service the checkout shows, or undefined when there is none under the id. */
export async function serviceData(app: FastifyInstance, request: FastifyRequest, pathname: string, serviceId: string): Promise<ServiceData | undefined> {
  const answer = await callApi(app, request, pathname, { method: 'GET', url: `/api/appointments/get_service_data/?service_id=${encodeURIComponent(serviceId)}` })
  return answer.statusCode === 200 ? (answer.body as unknown as ServiceData) : undefined
}

export async function checkoutNoScriptBody(app: FastifyInstance, request: FastifyRequest, noScript: NoScriptPages, pathname: string, serviceId: string): Promise<string | undefined> {
  const service = await serviceData(app, request, pathname, serviceId)
  return service && noScriptBody(noScript, pathname, await noScript.renderer.checkout({ pathname, service }))
}

/** The posted fields as text (a field sent twice keeps its first value: the form never sends one twice). */
function postedText(body: unknown): Record<string, string> {
  const fields = readFormPost(body) ?? {}
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, Array.isArray(value) ? (value[0] ?? '') : value]))
}

/** The API's problems as the form's: a field of the form by its name, anything else for the form as a whole. */
function formProblemsOf(answer: ApiAnswer, values: Record<string, string>, locale: Locale): NoScriptPostedBooking['problems'] {
  const errors = Array.isArray(answer.body['errors']) ? (answer.body['errors'] as { path?: unknown; message?: unknown }[]) : []
  const named = errors
    .filter((error): error is { path: string; message: string } => typeof error.message === 'string')
    .map((error) => {
      const field = typeof error.path === 'string' ? (error.path.split('/')[1] ?? '') : ''
      return { name: field in values || field === 'consent' ? field : '', message: error.message }
    })
  return named.length > 0 ? named : [{ name: '', message: messageOf(answer, locale) }]
}

export async function noScriptBookingRoutes(app: FastifyInstance, noScript: NoScriptPages): Promise<void> {
  const { frame, renderer } = noScript
  const send = async (reply: FastifyReply, statusCode: number, pathname: string, main: string, modules: readonly string[]) =>
    reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await frame.page({ pathname, main, modules }))
  // A post to an address no form has (a booking with no such product, a checkout with no such booking): the site's 404 page, in the address's language.
  const notFound = async (reply: FastifyReply, pathname: string) => send(reply, 404, pathname, await renderer.pageNotFound(pathname), [])

  for (const locale of locales) {
    const pathname = localisedPath(bookingPath, locale)
    app.post(pathname, { config: { formPosts: true } }, async (request, reply) => {
      const search = bookingSearchOf(pathname, new URLSearchParams(request.url.split('?')[1] ?? ''))
      const values = postedText(request.body)
      const judged = search === undefined ? undefined : await renderer.bookingSubmission({ pathname, search, values })
      if (search === undefined || judged === undefined) return notFound(reply, pathname)
      const again = async (statusCode: number, problems: NoScriptPostedBooking['problems']) =>
        send(reply, statusCode, pathname, await renderer.booking({ pathname, search, posted: { values, problems } }), ['features/booking/index.ts'])
      if ('problems' in judged) return again(400, judged.problems)
      const answer = await callApi(app, request, pathname, { method: 'POST', url: apiCalls[judged.call].path, payload: judged.body, idempotencyKey: noScriptIdempotencyKey(judged.call, judged.body) })
      const serviceId = (answer.body['data'] as { service_id?: unknown } | undefined)?.service_id
      if (answer.statusCode === 201 && typeof serviceId === 'string') {
        return reply.code(303).header('cache-control', 'no-store').redirect(localisedPath(`/checkout/${serviceId}`, locale), 303)
      }
      return again(answer.statusCode >= 500 ? 503 : answer.statusCode === 201 ? 500 : answer.statusCode, formProblemsOf(answer, values, locale))
    })

    app.post<{ Params: { serviceId: string } }>(localisedPath('/checkout/:serviceId', locale), { config: { formPosts: true } }, async (request, reply) => {
      const { serviceId } = request.params
      const page = localisedPath(`/checkout/${serviceId}`, locale)
      if (checkoutServiceId(page) === undefined) return notFound(reply, localisedPath('/checkout', locale))
      const answer = await callApi(app, request, page, { method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })
      const redirectUrl = (answer.body['payment_data'] as { redirect_url?: unknown } | undefined)?.redirect_url
      if (answer.statusCode === 200 && typeof redirectUrl === 'string') {
        // The provider's page as a whole page: without scripts there is no frame to hold it. The
        // answer's cookie (the sandbox's payer secret, decision 048) goes to the browser, as the app's call would.
        if (answer.setCookie !== undefined) reply.header('set-cookie', answer.setCookie)
        return reply.code(303).header('cache-control', 'no-store').redirect(redirectUrl, 303)
      }
      const service = await serviceData(app, request, page, serviceId)
      if (!service) return notFound(reply, page)
      return send(reply, answer.statusCode >= 500 ? 503 : answer.statusCode, page, await renderer.checkout({ pathname: page, service, problem: messageOf(answer, locale) }), ['features/checkout/index.ts'])
    })
  }
}
