/**
 * Chooses the payment provider from the configuration: Pesapal when its keys are set, otherwise
 * the embedded sandbox. Also the addresses Pesapal is given: the IPN endpoint and the page the
 * browser returns to, both on PUBLIC_BASE_URL.
 */
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Tables } from '../db/tables.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { createPesapalProvider, type PesapalProviderOptions } from './pesapal-provider.ts'
import { createSandboxProvider } from './sandbox-provider.ts'

export const ipnPath = '/api/payments/pesapal/ipn'
export const confirmationPath = '/payment/confirmation'

/** Extra knobs for tests (a clock, a timeout); production uses the defaults. */
export type ProviderTuning = Pick<PesapalProviderOptions, 'fetch' | 'now' | 'timeoutMs' | 'tokenRefreshMarginMs'>

export function createPaymentProvider(config: Pick<Config, 'pesapal' | 'publicBaseUrl'>, db: Kysely<Tables>, tuning: ProviderTuning = {}): PaymentProvider {
  if (!config.pesapal) return createSandboxProvider({ db, publicBaseUrl: config.publicBaseUrl })
  if (!config.publicBaseUrl) {
    throw new Error('PUBLIC_BASE_URL must be set when the Pesapal keys are set: Pesapal needs the public address of the payment notifications and of the confirmation page.')
  }
  return createPesapalProvider({ ...config.pesapal, ...tuning, ipnUrl: siteUrl(config.publicBaseUrl, ipnPath) })
}

/** The browser's way back after paying: the site's confirmation page (a path when there is no base URL). */
export function callbackUrl(publicBaseUrl: URL | undefined): string {
  return publicBaseUrl ? siteUrl(publicBaseUrl, confirmationPath) : confirmationPath
}

function siteUrl(base: URL, path: string): string {
  return `${base.href.replace(/\/+$/, '')}${path}`
}
