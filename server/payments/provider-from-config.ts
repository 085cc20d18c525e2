/**
 * Chooses the payment provider from the configuration: Pesapal when its keys are set, the embedded
 * sandbox only when PAYMENTS_SANDBOX=1 on a local address, and nothing otherwise: a server that
 * would let anyone mark a booking paid never starts by accident (see paymentsSetup). Also the
 * addresses Pesapal is given: the IPN endpoint and the page the browser returns to, both on
 * PUBLIC_BASE_URL.
 */
import type { Kysely } from 'kysely'
import { serverOwnCalls } from '#schemas/api-calls.ts'
import type { Config } from '../config.ts'
import type { Tables } from '../db/tables.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { createPesapalProvider, type PesapalProviderOptions } from './pesapal-provider.ts'
import { createSandboxProvider } from './sandbox-provider.ts'
import { localisedPath, type Locale } from '#schemas/locales.ts'

/** The notification's address, as the contract table lists it. */
export const ipnPath = serverOwnCalls.paymentNotification.path
export const confirmationPath = '/payment/confirmation'

/** Extra knobs for tests (a clock, a timeout); production uses the defaults. */
export type ProviderTuning = Pick<PesapalProviderOptions, 'fetch' | 'now' | 'timeoutMs' | 'tokenRefreshMarginMs'>

export type PaymentsConfig = Pick<Config, 'pesapal' | 'publicBaseUrl' | 'paymentsSandbox' | 'host'>

export const howToConfigurePayments =
  'set PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET and PUBLIC_BASE_URL to take payments with Pesapal, or PAYMENTS_SANDBOX=1 to try the embedded sandbox on this machine (no money moves).'

/** Which provider takes payments, or why none can (a sentence for the operator, naming the variables). */
export function paymentsSetup(config: PaymentsConfig): { mode: 'pesapal' | 'sandbox' } | { problem: string; sandboxRefused?: true } {
  if (config.pesapal && config.paymentsSandbox) {
    return { problem: 'Payments: PAYMENTS_SANDBOX=1 and the Pesapal keys are both set. Unset PAYMENTS_SANDBOX to take real payments with Pesapal, or unset the keys to use the sandbox.' }
  }
  if (config.pesapal) return { mode: 'pesapal' }
  if (!config.paymentsSandbox) return { problem: `Payments are not configured: ${howToConfigurePayments}` }
  // In the sandbox anyone can approve their own payment: only where nobody else can reach it.
  if (config.publicBaseUrl && !isLocalHost(config.publicBaseUrl.hostname)) {
    return { sandboxRefused: true, problem: `Payments: the sandbox provider refuses to run on a public address (PUBLIC_BASE_URL is not localhost or 127.x.x.x): anyone could mark a booking paid. Set the Pesapal keys instead (${howToConfigurePayments})` }
  }
  if (!config.publicBaseUrl && !isLocalHost(config.host)) {
    return { sandboxRefused: true, problem: `Payments: the sandbox provider refuses to run on HOST=${config.host}, reachable from other machines: anyone could mark a booking paid. Bind HOST=127.0.0.1, or set the Pesapal keys instead.` }
  }
  return { mode: 'sandbox' }
}

/** localhost, a name under .localhost, or a loopback address (127.0.0.0/8, ::1). */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '')
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1'
}

export class PaymentsNotConfiguredError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentsNotConfiguredError'
  }
}

export function createPaymentProvider(config: PaymentsConfig, db: Kysely<Tables>, tuning: ProviderTuning = {}): PaymentProvider {
  const setup = paymentsSetup(config)
  // Enabled on a public address: the app still builds (main.ts refuses to start), every payment is refused.
  if ('sandboxRefused' in setup) return createSandboxProvider({ db, publicBaseUrl: config.publicBaseUrl, refusal: setup.problem })
  if ('problem' in setup) throw new PaymentsNotConfiguredError(setup.problem)
  if (setup.mode === 'sandbox') return createSandboxProvider({ db, publicBaseUrl: config.publicBaseUrl })
  if (!config.pesapal) throw new PaymentsNotConfiguredError(`Payments are not configured: ${howToConfigurePayments}`)
  if (!config.publicBaseUrl) {
    throw new Error('PUBLIC_BASE_URL must be set when the Pesapal keys are set: Pesapal needs the public address of the payment notifications and of the confirmation page.')
  }
  return createPesapalProvider({ ...config.pesapal, ...tuning, ipnUrl: siteUrl(config.publicBaseUrl, ipnPath) })
}

/** The browser's way back after paying: the site's confirmation page (a path when there is no base URL). */
export function callbackUrl(publicBaseUrl: URL | undefined, locale: Locale = 'en'): string {
  const page = localisedPath(confirmationPath, locale)
  return publicBaseUrl ? siteUrl(publicBaseUrl, page) : page
}

function siteUrl(base: URL, path: string): string {
  return `${base.href.replace(/\/+$/, '')}${path}`
}
