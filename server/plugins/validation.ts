/**
 * Request validation with the project's one Ajv instance (schemas/), so a route's body is checked
 * against the same JSON Schema its types come from. Rejections name the field in the words of the
 * form: a schema property's `title` is its label, so a missing first_name answers
 * "First name is required." (SPEC.md section 5).
 */
import type { ErrorObject } from 'ajv/dist/2020.js'
import type { FastifyInstance, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { ajv } from '#schemas/ajv.ts'
import { describeAjvErrors, schemaAt, valueAt } from '#schemas/describe-ajv-errors.ts'
import { answerMessage, answerSentence } from '../i18n/answer-messages.ts'
import { fieldLabel } from '../i18n/field-labels.ts'

export type FieldProblem = { path: string; message: string }

export class RequestValidationError extends Error {
  readonly statusCode = 400
  readonly problems: FieldProblem[]

  constructor(problems: FieldProblem[], message?: string) {
    super(message ?? problems[0]?.message ?? 'Some of the information sent is not valid.')
    this.name = 'RequestValidationError'
    this.problems = problems
  }
}

type Node = { title?: string; description?: string; properties?: Record<string, Node>; $ref?: string }

function resolve(root: Node, node: Node | undefined): Node | undefined {
  return node?.$ref?.startsWith('#') ? schemaAt(root as never, node.$ref) : node
}

/** The field's label: the `title` of the property the pointer names, if the schema has one. */
function labelAt(root: Node, pointer: string): string | undefined {
  let node: Node | undefined = resolve(root, root)
  for (const part of pointer.split('/').filter(Boolean)) node = resolve(root, node?.properties?.[part])
  return node?.title
}

/** "First name is required.", in whichever language the answer is given (server/i18n/answer-messages.ts). */
function fieldRequired(label: string): string {
  return answerSentence(/*i18n*/ { id: 'api.field-required', message: '{label} is required.' }, { label: fieldLabel(label) })
}

/** Turns Ajv's errors on a request part into field problems with sentences a person can act on. */
export function describeRequestErrors(errors: ErrorObject[], data: unknown, root: Node, part: string): FieldProblem[] {
  const prefix = part === 'body' ? '' : `/${part}`
  return describeAjvErrors(errors, data, root as never).map(({ pointer, message }) => {
    const path = pointer === '/' ? '' : pointer
    const label = labelAt(root, path)
    const value = valueAt(data, path)
    const missing = /is missing and is required here$/.test(message)
    if (missing) {
      const field = /^"(.+)" is missing/.exec(message)?.[1] ?? ''
      const fieldPath = `${path}/${field}`
      return { path: `${prefix}${fieldPath}`, message: fieldRequired(labelAt(root, fieldPath) ?? field) }
    }
    if (label && (value === undefined || (typeof value === 'string' && value.trim() === ''))) {
      return { path: `${prefix}${path}`, message: fieldRequired(label) }
    }
    if (/is not a field this file may have/.test(message)) {
      // Named by what the sender typed: not remembered for translation (a sender could fill the memory), and meant for a program, not a page.
      return { path: `${prefix}${path}`, message: `"${path.split('/').pop()}" is not a field this request accepts.` }
    }
    return { path: `${prefix}${path}`, message: label ? `${label} ${message}.`.replace(/\.\.$/, '.') : message }
  })
}

/** How deep objects and arrays may nest in a request; no form comes near it. */
export const maxNestingDepth = 32
/** At most this many problems are reported for one request part. */
const maxProblems = 20

export const nulMessage = answerMessage(/*i18n*/ { id: 'api.nul', message: 'contains a character that is not allowed (NUL).' })
export const surrogateMessage = answerMessage(/*i18n*/ { id: 'api.surrogate', message: 'contains a character that is not allowed (a broken emoji or symbol).' })
export const tooDeepMessage = answerMessage(/*i18n*/ { id: 'api.too-deep', message: 'is nested too deeply.' })

function pointerPart(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1')
}

/** Half of a UTF-16 surrogate pair without its other half: it has no UTF-8 form. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** A reason a piece of text cannot be stored: NUL (PostgreSQL refuses it in text) or a lone surrogate. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return nulMessage
  if (loneSurrogate.test(text)) return surrogateMessage
  return undefined
}

type Pending = { kind: 'value'; data: unknown; path: string; depth: number } | { kind: 'problem'; problem: FieldProblem }

/**
 * Text no database can store, found anywhere in a request part (values and field names), each
 * named by its pointer: a NUL character (PostgreSQL refuses it) or a lone UTF-16 surrogate (it has
 * no UTF-8 form; a JSON column refuses it). Nesting deeper than maxNestingDepth is one problem.
 * Iterative, so a body nested a million levels deep cannot overflow the stack.
 */
export function unstorableInputProblems(data: unknown): FieldProblem[] {
  const problems: FieldProblem[] = []
  const pending: Pending[] = [{ kind: 'value', data, path: '', depth: 0 }]
  while (pending.length > 0 && problems.length < maxProblems) {
    const item = pending.pop() as Pending
    if (item.kind === 'problem') {
      problems.push(item.problem)
      continue
    }
    const { data: value, path, depth } = item
    if (typeof value === 'string') {
      const message = textProblem(value)
      if (message) problems.push({ path, message })
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth >= maxNestingDepth) return [{ path, message: tooDeepMessage }]
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((child, index) => [String(index), child]) : Object.entries(value)
    // Pushed in reverse so problems come out in document order.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index] as [string, unknown]
      pending.push({ kind: 'value', data: child, path: `${path}/${pointerPart(key)}`, depth: depth + 1 })
      const keyMessage = Array.isArray(value) ? undefined : textProblem(key)
      if (keyMessage) pending.push({ kind: 'problem', problem: { path, message: keyMessage.replace(/^contains/, 'has a field name with') } })
    }
  }
  return problems
}

/** The request's body, query string and path parameters, checked before any route sees them. */
const checkedParts = ['body', 'query', 'params'] as const

const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>()

async function validation(app: FastifyInstance): Promise<void> {
  // Every route, with or without a schema (Pesapal's notification, the upload): text no database
  // can store is a 400 naming the field, never a 500 from the database.
  app.addHook('preValidation', async (request) => {
    for (const part of checkedParts) {
      const prefix = part === 'body' ? '' : `/${part}`
      const problems = unstorableInputProblems(request[part]).map((problem) => ({ ...problem, path: `${prefix}${problem.path}` }))
      if (problems.length > 0) throw new RequestValidationError(problems)
    }
  })
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const root = schema as Node
    let validate = compiled.get(schema)
    if (!validate) {
      validate = ajv.compile(schema)
      compiled.set(schema, validate)
    }
    const check = validate
    return (data: unknown) => {
      const prefix = httpPart && httpPart !== 'body' ? `/${httpPart}` : ''
      const unstorable = unstorableInputProblems(data).map((problem) => ({ ...problem, path: `${prefix}${problem.path}` }))
      if (unstorable.length > 0) return { error: new RequestValidationError(unstorable) }
      if (check(data)) return { value: data }
      const problems = describeRequestErrors(check.errors ?? [], data, resolveRoot(root), httpPart ?? 'body')
      return { error: new RequestValidationError(problems) }
    }
  })
}

/** A route schema that is only a $ref to a registered schema: validate against that schema. */
function resolveRoot(root: Node): Node {
  if (root.$ref && !root.$ref.startsWith('#')) return (ajv.getSchema(root.$ref)?.schema as Node | undefined) ?? root
  return root
}

export type RouteSchema = FastifySchema

export default fp(validation, { name: 'validation' })
