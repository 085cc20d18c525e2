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
      return { path: `${prefix}${fieldPath}`, message: `${labelAt(root, fieldPath) ?? field} is required.` }
    }
    if (label && (value === undefined || (typeof value === 'string' && value.trim() === ''))) {
      return { path: `${prefix}${path}`, message: `${label} is required.` }
    }
    if (/is not a field this file may have/.test(message)) {
      return { path: `${prefix}${path}`, message: `"${path.split('/').pop()}" is not a field this request accepts.` }
    }
    return { path: `${prefix}${path}`, message: label ? `${label} ${message}.`.replace(/\.\.$/, '.') : message }
  })
}

/**
 * PostgreSQL cannot store the NUL character in text, and no form needs it: a string holding one
 * is refused here, naming the field, before it can reach the database as a 500.
 */
export function nulCharacterProblems(data: unknown, path = ''): FieldProblem[] {
  if (typeof data === 'string') return data.includes('\u0000') ? [{ path, message: 'contains a character that is not allowed (NUL).' }] : []
  if (Array.isArray(data)) return data.flatMap((item, index) => nulCharacterProblems(item, `${path}/${index}`))
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => [
      ...(key.includes('\u0000') ? [{ path, message: 'has a field name with a character that is not allowed (NUL).' }] : []),
      ...nulCharacterProblems(value, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
    ])
  }
  return []
}

const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>()

async function validation(app: FastifyInstance): Promise<void> {
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
      const nul = nulCharacterProblems(data).map((problem) => ({ ...problem, path: `${prefix}${problem.path}` }))
      if (nul.length > 0) return { error: new RequestValidationError(nul) }
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
