/**
 * The staff console's calls (schemas/staff-calls.ts), over fetch: the session cookie goes by
 * itself (same origin, SameSite=Strict); every write carries the session's CSRF token in
 * `x-csrf-token`. Resolves to the answer or to the server's sentence and field problems; never
 * throws. Kept apart from the visitors' client (web/shared/api-client.ts), which cannot name
 * these calls.
 */
import { staffCalls, staffHeaders, type StaffCallName, type StaffCallTypes } from '#schemas/staff-calls.ts'

export type StaffFailure = { status: number | undefined; message: string; errors: { path: string; message: string }[] }
export type StaffResult<Answer> = { ok: true; answer: Answer } | { ok: false; failure: StaffFailure }

const offline = 'The server could not be reached. Check the connection and try again.'

/** Set after signing in; a hint (not a secret) that a session may exist, so a fresh visit does not ask the server. */
const signedInHint = 'afya-staff-signed-in'

export const sessionHint = {
  present: (): boolean => globalThis.localStorage?.getItem(signedInHint) === '1',
  set: (): void => globalThis.localStorage?.setItem(signedInHint, '1'),
  clear: (): void => globalThis.localStorage?.removeItem(signedInHint),
}

export async function callStaff<Name extends StaffCallName>(
  name: Name,
  options: { body?: StaffCallTypes[Name]['body']; query?: Record<string, string>; csrfToken?: string } = {},
): Promise<StaffResult<StaffCallTypes[Name]['answer']>> {
  const call = staffCalls[name]
  const query = options.query && Object.keys(options.query).length > 0 ? `?${new URLSearchParams(options.query).toString()}` : ''
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.csrfToken) headers[staffHeaders.csrf] = options.csrfToken
  let response: Response
  try {
    response = await fetch(`${call.path}${query}`, {
      method: call.method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    })
  } catch {
    return { ok: false, failure: { status: undefined, message: offline, errors: [] } }
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null
  if (response.ok) return { ok: true, answer: body as StaffCallTypes[Name]['answer'] }
  const errors = Array.isArray(body?.errors) ? (body.errors as StaffFailure['errors']).filter((problem) => typeof problem?.path === 'string' && typeof problem.message === 'string') : []
  const message = typeof body?.message === 'string' ? body.message : offline
  return { ok: false, failure: { status: response.status, message, errors } }
}

/** The address of the audit log's CSV export for a filter (a plain link: the browser downloads it). */
export function auditExportAddress(query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString()
  return `${staffCalls.staffAuditExport.path}${search ? `?${search}` : ''}`
}

/** The address of a day's schedule as CSV (operations console, a plain link: the browser downloads it). */
export function scheduleExportAddress(day: string): string {
  return `${staffCalls.staffBookingsExport.path}?${new URLSearchParams({ day }).toString()}`
}
