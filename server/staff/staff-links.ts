/** Where a one-time link points: the console's set-password page, the token after `#` so it never reaches a server log or a Referer. */
import type { Config } from '../config.ts'

export const setPasswordPath = '/staff/set-password'

/** The site's address: PUBLIC_BASE_URL, else what the request was sent to, else HOST and PORT (the CLI). */
export function siteBase(config: Pick<Config, 'publicBaseUrl' | 'host' | 'port'>, requested?: { protocol: string; host: string | undefined }): string {
  if (config.publicBaseUrl) return config.publicBaseUrl.origin
  if (requested?.host) return `${requested.protocol}://${requested.host}`
  return `http://${config.host}:${config.port}`
}

export function passwordLink(base: string, token: string): string {
  return `${base}${setPasswordPath}#token=${token}`
}
