/**
 * The manage calls (schemas/manage-calls.ts; decision 073), over fetch, kept apart from the
 * visitors' client (web/shared/api-client.ts), which cannot name them. The manage page uses them,
 * and so does sharing a result from the result page (decision 083), which opens the booking the
 * same way: link, one-time code, session. Every call is a POST with a
 * JSON body: the link's token, the code and the session never go into an address. The page's
 * language goes as Accept-Language, so the server's sentences come in it. Never throws.
 */
import { manageCalls, type ManageCallName, type ManageCallTypes } from '#schemas/manage-calls.ts'
import { apiHeaders } from '#schemas/api-contract.ts'
import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { activeLocale } from './i18n.ts'

export type ManageProblem = { field: string | undefined; message: string }
export type ManageResult<Answer> = { ok: true; answer: Answer } | { ok: false; problems: ManageProblem[] }

const offline = msg`We could not reach the server. Check your connection and try again.`

export async function callManage<Name extends ManageCallName>(name: Name, body: ManageCallTypes[Name]['body']): Promise<ManageResult<ManageCallTypes[Name]['answer']>> {
  let response: Response
  try {
    response = await fetch(manageCalls[name].path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', [apiHeaders.language]: activeLocale() },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, problems: [{ field: undefined, message: i18n._(offline) }] }
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown; errors?: { path?: unknown; message?: unknown }[] } | null
  if (response.ok && answer) return { ok: true, answer: answer as ManageCallTypes[Name]['answer'] }
  const message = typeof answer?.message === 'string' ? answer.message : i18n._(offline)
  const named = (answer?.errors ?? []).filter((error): error is { path: string; message: string } => typeof error.path === 'string' && typeof error.message === 'string')
  return { ok: false, problems: named.length > 0 ? named.map((error) => ({ field: error.path.replace(/^\//, '') || undefined, message: error.message })) : [{ field: undefined, message }] }
}
