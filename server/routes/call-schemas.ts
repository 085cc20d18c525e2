/**
 * A route's request schemas as the contract table names them (schemas/api-calls.ts): the body
 * and the query string are checked against the table's schema files, referred to by name (each
 * route registers its files with the validator, schemas/ajv.ts). server/routes/contract.test.ts
 * checks every route against the table, answers included.
 */
import { apiCalls, serverOwnCalls, type ApiCallName, type ApiCallSpec, type ServerOwnCallName, type ServerOwnCallSpec } from '#schemas/api-calls.ts'

type RequestSchemas = { body?: { $ref: string }; querystring?: { $ref: string } }

const everyCall: Record<ApiCallName | ServerOwnCallName, ApiCallSpec | ServerOwnCallSpec> = { ...apiCalls, ...serverOwnCalls }

/** `{ body: { $ref: 'chat-request.schema.json' } }` for 'chat'; nothing for a call without a body or query. */
export function requestSchemas(name: ApiCallName | ServerOwnCallName): RequestSchemas {
  const { body, query } = everyCall[name]
  return { ...(body ? { body: { $ref: body } } : {}), ...(query ? { querystring: { $ref: query } } : {}) }
}
