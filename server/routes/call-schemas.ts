/**
 * Routes registered from the contract table (schemas/api-calls.ts): `addCallRoute(app, name,
 * options, handler)` registers a call at the table's method and address (`callRoute(name)`), and
 * `requestSchemas(name)` names the table's body and query schema files (each route registers its
 * files with the validator, schemas/ajv.ts). server/routes/contract.test.ts checks every route
 * against the table, answers included.
 */
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'
import { apiCalls, serverOwnCalls, type ApiCallName, type ApiCallSpec, type ServerOwnCallName, type ServerOwnCallSpec } from '#schemas/api-calls.ts'
import { staffCalls, type StaffCallName } from '#schemas/staff-calls.ts'
import { manageCalls, type ManageCallName } from '#schemas/manage-calls.ts'

type RequestSchemas = { body?: { $ref: string }; querystring?: { $ref: string } }

/** A call of the contract: the visitors' pages', the server's own, the staff console's (schemas/staff-calls.ts) or the manage page's (schemas/manage-calls.ts). */
export type CallName = ApiCallName | ServerOwnCallName | StaffCallName | ManageCallName

const everyCall: Record<CallName, ApiCallSpec | ServerOwnCallSpec> = { ...apiCalls, ...serverOwnCalls, ...staffCalls, ...manageCalls }

/** `{ body: { $ref: 'chat-request.schema.json' } }` for 'chat'; nothing for a call without a body or query. */
export function requestSchemas(name: CallName): RequestSchemas {
  const { body, query } = everyCall[name]
  return { ...(body ? { body: { $ref: body } } : {}), ...(query ? { querystring: { $ref: query } } : {}) }
}

/** The method and the address the server registers a call at, both from the table. */
export function callRoute(name: CallName): { method: 'GET' | 'POST'; url: string } {
  return { method: everyCall[name].method, url: everyCall[name].path.slice('/api'.length) }
}

/**
 * Registers a call of the table: its method and address from the table, the rest as with
 * `app.get(path, options, handler)`: `addCallRoute<{ Body: ChatRequest }>(app, 'chat', options, handler)`.
 */
export function addCallRoute<Route extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  name: CallName,
  options: RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Route>,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Route>,
): void {
  app.route<Route>({ ...options, ...callRoute(name), handler })
}
