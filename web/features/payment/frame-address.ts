/**
 * Which addresses the payment frame may show: the card payment provider's own pages (https, on
 * Pesapal's hosts only) or this server's sandbox page. Anything else, a look-alike host, plain
 * http or a javascript: address, is refused, so a tampered answer or navigation state cannot put
 * another site's form in front of someone about to type card or M-Pesa details.
 */
import { apiPaths, paymentProviderHosts } from '#schemas/api-contract.ts'

export const providerHosts: readonly string[] = paymentProviderHosts

/** The sandbox provider's hosted page, served by this server (server/payments/sandbox-routes.ts). */
export const sandboxPath = apiPaths.paymentsSandbox

/** The address to put in the frame, made absolute, or undefined when it is not allowed. */
export function allowedFrameAddress(address: string, siteOrigin: string): string | undefined {
  let url: URL
  try {
    url = new URL(address, siteOrigin)
  } catch {
    return undefined
  }
  if (url.username || url.password) return undefined
  if (url.origin === siteOrigin) return url.pathname.startsWith(sandboxPath) ? url.href : undefined
  if (url.protocol === 'https:' && url.port === '' && providerHosts.includes(url.hostname)) return url.href
  return undefined
}
