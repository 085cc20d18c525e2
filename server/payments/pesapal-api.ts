/**
 * Pesapal API 3.0 over Node's fetch: JSON in and out, a bearer token cached until its expiryDate
 * minus a margin (60 s by default, never a hard-coded lifetime), fetched once for concurrent
 * callers, and fetched afresh once when a call answers 401. Pesapal often answers business errors
 * with HTTP 200 and `"status": "500"` in the body, so callers decide from the body, not the HTTP
 * code. Errors never carry the keys or the token.
 */
import { ProviderError } from './payment-provider.ts'

export type PesapalApiOptions = {
  /** e.g. https://pay.pesapal.com/v3 or https://cybqa.pesapal.com/pesapalv3 */
  baseUrl: URL
  consumerKey: string
  consumerSecret: string
  fetch?: typeof fetch
  /** The clock (milliseconds), so tests can move past a token's expiry. */
  now?: () => number
  /** Each call gives up after this long (default 3 s: a slow provider must not hang a request). */
  timeoutMs?: number
  /** A cached token is renewed this long before its expiryDate (default 60 s). */
  tokenRefreshMarginMs?: number
}

export type PesapalBody = Record<string, unknown>

type CachedToken = { token: string; renewAt: number }

export type PesapalApi = {
  /** Calls an endpoint with the bearer token; the parsed JSON body (an object or an array). */
  call(method: 'GET' | 'POST', path: string, body?: PesapalBody): Promise<unknown>
}

export function createPesapalApi(options: PesapalApiOptions): PesapalApi {
  const fetchImpl = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 3_000
  const margin = options.tokenRefreshMarginMs ?? 60_000
  const base = options.baseUrl.href.replace(/\/+$/, '')
  let cached: CachedToken | undefined
  let pending: Promise<string> | undefined

  async function send(method: 'GET' | 'POST', path: string, body: PesapalBody | undefined, token?: string): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'the connection failed'
      throw new ProviderError(`Pesapal ${path}: ${reason}`, 'unreachable')
    }
    const text = await response.text()
    if (response.status === 401) return { status: 401, json: undefined }
    try {
      return { status: response.status, json: text === '' ? undefined : JSON.parse(text) }
    } catch {
      throw new ProviderError(`Pesapal ${path} answered HTTP ${response.status} with a body that is not JSON`, 'not_json')
    }
  }

  async function requestToken(): Promise<string> {
    const { status, json } = await send('POST', '/api/Auth/RequestToken', {
      consumer_key: options.consumerKey,
      consumer_secret: options.consumerSecret,
    })
    const body = asObject(json)
    const token = body?.token
    if (typeof token !== 'string' || token === '' || body?.status !== '200') {
      throw new ProviderError(`Pesapal refused a token (HTTP ${status}, ${describeError(body)})`, errorCode(body))
    }
    const expiry = typeof body.expiryDate === 'string' ? Date.parse(body.expiryDate) : Number.NaN
    // Without a readable expiry, use the token for this call only.
    cached = { token, renewAt: Number.isNaN(expiry) ? 0 : expiry - margin }
    return token
  }

  async function token(): Promise<string> {
    if (cached && now() < cached.renewAt) return cached.token
    pending ??= requestToken().finally(() => (pending = undefined))
    return pending
  }

  return {
    async call(method, path, body) {
      const first = await send(method, path, body, await token())
      if (first.status !== 401) return first.json
      cached = undefined
      const second = await send(method, path, body, await token())
      if (second.status === 401) throw new ProviderError(`Pesapal ${path} refused a fresh token (HTTP 401)`, 'unauthorized')
      return second.json
    },
  }
}

export function asObject(value: unknown): PesapalBody | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as PesapalBody) : undefined
}

/** Pesapal's error object's code (`error.code`), when there is one. */
export function errorCode(body: PesapalBody | undefined): string | undefined {
  const code = asObject(body?.error)?.code
  return typeof code === 'string' && code !== '' ? code : undefined
}

/** The body's status and error code in words safe to log (never the message, which may echo input). */
export function describeError(body: PesapalBody | undefined): string {
  const status = typeof body?.status === 'string' ? body.status : 'no status'
  return `status ${status}, error ${errorCode(body) ?? 'none'}`
}
