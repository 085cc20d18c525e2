/**
 * The one client of the server's API. Each call is named (`apiCalls`), with its method and path
 * here and its body and answer types from schemas/generated/ (the server's response schemas are
 * the same files). `callApi` sends it and resolves to a result, never throws:
 * - `{ ok: true, status, answer }` for a 2xx (the answer parsed as JSON; not read for a call whose
 *   page needs only the status);
 * - `{ ok: false, failure }` otherwise, with one shape for every failure: `network` (no answer:
 *   offline, refused connection), `timeout` (no answer in time), `aborted` (the caller gave up),
 *   `refused` (4xx: the server's message, its problems and the form field of the first one),
 *   `server` (5xx), `malformed` (a 2xx whose body is not JSON).
 * The answer is trusted to match its schema (the server's serializer and tests hold it to it); a
 * call site checks the little it relies on. Nothing here logs a body or puts one in an address.
 * Every call says the page's language (`Accept-Language`), which the server writes its messages in.
 */
import type { ErrorBody } from '#schemas/generated/error-body.ts'
import { apiCalls as contractCalls, type ApiCallName, type ApiCallTypes } from '#schemas/api-calls.ts'
import { apiHeaders } from '#schemas/api-contract.ts'
import { activeLocale } from './i18n.ts'

/** A call whose page needs only its status: the answer is not read. */
const statusOnlyCalls = ['subscribe', 'survey', 'premiumPreOrder'] as const satisfies readonly ApiCallName[]
type StatusOnlyCall = (typeof statusOnlyCalls)[number]

/** Every call's body (or query) and answer as the client sees them: the contract's types (schemas/api-calls.ts), without the answer of a status-only call. */
export type ApiCalls = {
  [Name in ApiCallName]: Name extends StatusOnlyCall
    ? Omit<ApiCallTypes[Name], 'answer'> & { answer: undefined }
    : Name extends 'upload'
      ? Omit<ApiCallTypes[Name], 'body'> & { body: FormData }
      : ApiCallTypes[Name]
}

export type { ApiCallName }

/** A contract call as the client sends it: a longer timeout for the upload (5 MB on a slow network), no answer read for a status-only call. */
function clientCall(name: ApiCallName): CallSpec {
  const { method, path } = contractCalls[name]
  const statusOnly = (statusOnlyCalls as readonly ApiCallName[]).includes(name)
  return { method, path, ...(name === 'upload' ? { timeoutMs: 120_000 } : {}), ...(statusOnly ? { statusOnly } : {}) }
}

/** The contract's calls (schemas/api-calls.ts), by name. */
export const apiCalls = Object.fromEntries((Object.keys(contractCalls) as ApiCallName[]).map((name) => [name, clientCall(name)])) as Record<ApiCallName, CallSpec>

type CallSpec = { method: 'GET' | 'POST'; path: string; timeoutMs?: number; statusOnly?: boolean }

/** How long a call may take before it counts as a timeout: a slow mobile network, not forever. */
export const defaultTimeoutMs = 20_000

export type FieldProblem = { path: string; message: string }

export type ApiFailure = {
  kind: 'network' | 'timeout' | 'aborted' | 'refused' | 'server' | 'malformed'
  /** The HTTP status, when the server answered. */
  status: number | undefined
  /** The server's sentence (a 4xx or 5xx body's `message`), when it gave one. */
  message: string | undefined
  /** The server's problems, each tied to a part of the request. */
  errors: FieldProblem[]
  /** The form field of the first problem: '/phone_number' is phone_number. */
  field: string | undefined
}

export type ApiResult<Answer> = { ok: true; status: number; answer: Answer } | { ok: false; failure: ApiFailure }

export type CallOptions<Name extends ApiCallName> = {
  headers?: Record<string, string>
  signal?: AbortSignal
  timeoutMs?: number
} & ([ApiCalls[Name]['query']] extends [never] ? { query?: undefined } : {} extends ApiCalls[Name]['query'] ? { query?: ApiCalls[Name]['query'] } : { query: ApiCalls[Name]['query'] }) &
  (ApiCalls[Name]['body'] extends undefined ? { body?: undefined } : { body: ApiCalls[Name]['body'] })

const failure = (kind: ApiFailure['kind'], status?: number, body?: Partial<ErrorBody> | null): ApiFailure => {
  const errors = Array.isArray(body?.errors) ? body.errors.filter((problem) => typeof problem?.path === 'string' && typeof problem.message === 'string') : []
  const message = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined
  return { kind, status, message, errors, field: errors[0]?.path.split('/').filter(Boolean)[0] }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  return JSON.parse(text) as unknown
}

function addressOf(path: string, query: Record<string, string> | undefined): string {
  if (!query) return path
  return `${path}?${new URLSearchParams(query).toString()}`
}

/**
 * A random token for this tab, made when the page loads and kept in memory only (never stored):
 * the server counts write limits per address and browser, and many people share one mobile
 * operator's address and nearly the same browser. It names no one and ends with the page.
 */
export const clientToken: string = randomToken()

function randomToken(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Sends one call; resolves to its answer or to what went wrong (see the top of this file). */
export async function callApi<Name extends ApiCallName>(name: Name, options: CallOptions<Name>): Promise<ApiResult<ApiCalls[Name]['answer']>> {
  const call: CallSpec = apiCalls[name]
  const { body, query, headers = {}, signal } = options as { body?: unknown; query?: Record<string, string>; headers?: Record<string, string>; signal?: AbortSignal }
  const timeoutMs = options.timeoutMs ?? call.timeoutMs ?? defaultTimeoutMs
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const stop = () => controller.abort()
  signal?.addEventListener('abort', stop)
  try {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData
    let response: Response
    try {
      response = await fetch(addressOf(call.path, query), {
        method: call.method,
        headers: { Accept: 'application/json', [apiHeaders.language]: activeLocale(), [apiHeaders.clientToken]: clientToken, ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}), ...headers },
        ...(body !== undefined ? { body: isForm ? (body as FormData) : JSON.stringify(body) } : {}),
        signal: controller.signal,
      })
    } catch {
      return { ok: false, failure: failure(timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'network') }
    }
    if (response.ok && call.statusOnly) return { ok: true, status: response.status, answer: undefined as ApiCalls[Name]['answer'] }
    let parsed: unknown
    try {
      parsed = await readJson(response)
    } catch {
      if (timedOut) return { ok: false, failure: failure('timeout', response.status) }
      if (response.ok) return { ok: false, failure: failure('malformed', response.status) }
      parsed = null
    }
    if (response.ok) return { ok: true, status: response.status, answer: parsed as ApiCalls[Name]['answer'] }
    const errorBody = parsed !== null && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null
    return { ok: false, failure: failure(response.status >= 500 ? 'server' : 'refused', response.status, errorBody) }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', stop)
  }
}
