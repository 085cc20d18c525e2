/**
 * The payment's return without JavaScript (issue 21 item 1; decision 104): the provider sends the
 * browser back to `/payment/confirmation?OrderMerchantReference=&OrderTrackingId=` (the address it
 * already had, decision 031: both are needed, neither is personal), and the receipt is at
 * `/payment/receipt?` the same two. The page's `<noscript>` body is drawn per request from the
 * server's own answers: the payment status call (which verifies the payment with the provider), the
 * booking's service data for a paid one, and the receipt call. The app draws the same components
 * with scripts. Both routes are no-store pages (schemas/routes.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiCalls } from '#schemas/api-calls.ts'
import { splitLocale } from '#schemas/locales.ts'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import type { PaymentStatus } from '#schemas/generated/payment-status.ts'
import type { NoScriptPages } from './index.ts'
import { callApi, messageOf, noScriptBody, serviceData } from './booking-pages.ts'

const confirmationPath = '/payment/confirmation'
const receiptPath = '/payment/receipt'

/** The two parameters naming a payment, nothing else of the address (the query for the API calls and the page's own links). */
function paymentSearch(params: URLSearchParams): string {
  return `?${new URLSearchParams({ OrderMerchantReference: params.get('OrderMerchantReference') ?? '', OrderTrackingId: params.get('OrderTrackingId') ?? '' }).toString()}`
}

const isNamed = (params: URLSearchParams) => Boolean(params.get('OrderMerchantReference')) && Boolean(params.get('OrderTrackingId'))

export function isPaymentReturnPage(pathname: string): boolean {
  const { path } = splitLocale(pathname)
  return [confirmationPath, receiptPath].includes(path.replace(/\/$/, ''))
}

export async function paymentNoScriptBody(app: FastifyInstance, request: FastifyRequest, noScript: NoScriptPages, pathname: string, params: URLSearchParams): Promise<string> {
  const search = paymentSearch(params)
  const receiptPage = splitLocale(pathname).path.replace(/\/$/, '') === receiptPath
  if (receiptPage) {
    const answer = isNamed(params) ? await callApi(app, request, pathname, { method: 'GET', url: `${apiCalls.receipt.path}${search}` }) : undefined
    const receipt = answer?.statusCode === 200 ? (answer.body as unknown as PaymentReceipt) : undefined
    // Without both parameters the call is not made: the renderer says the link is incomplete.
    const problem = answer && !receipt ? messageOf(answer, splitLocale(pathname).locale) : undefined
    return noScriptBody(noScript, pathname, await noScript.renderer.paymentReceipt({ pathname, search, receipt, problem }))
  }
  const answer = isNamed(params) ? await callApi(app, request, pathname, { method: 'GET', url: `${apiCalls.paymentStatus.path}${search}` }) : undefined
  const status = answer?.statusCode === 200 && typeof answer.body['payment_status'] === 'string' ? (answer.body as unknown as PaymentStatus) : undefined
  // 400 and 404 are "no such payment"; any other failure is "not checked just now", as the app says.
  const unreachable = answer !== undefined && !status && answer.statusCode !== 400 && answer.statusCode !== 404
  const service = status?.payment_status === 'paid' ? await serviceData(app, request, pathname, status.service_id) : undefined
  return noScriptBody(noScript, pathname, await noScript.renderer.paymentConfirmation({ pathname, search, status, service, unreachable }))
}
