/**
 * Turns Ajv's errors into problems a clinical author can act on: a JSON pointer and one plain
 * sentence each. For a `oneOf` (an expression that can take several shapes, or a question whose
 * "type" picks its shape) only the shape the author evidently meant is reported, instead of one
 * complaint per possible shape.
 */
import type { ErrorObject } from 'ajv/dist/2020.js'
import type { SchemaProblem } from './ajv.ts'

type SchemaNode = {
  title?: string
  description?: string
  required?: string[]
  type?: string | string[]
  oneOf?: SchemaNode[]
  anyOf?: SchemaNode[]
  $ref?: string
  [key: string]: unknown
}

/** Looks up the schema node a JSON pointer names inside `root` (following local $refs). */
export function schemaAt(root: SchemaNode, pointer: string): SchemaNode | undefined {
  let node: unknown = root
  for (const part of pointer.replace(/^#/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[decodePointerPart(part)]
  }
  const found = node as SchemaNode | undefined
  if (found && typeof found.$ref === 'string' && found.$ref.startsWith('#')) {
    return schemaAt(root, found.$ref)
  }
  return found
}

export function valueAt(data: unknown, pointer: string): unknown {
  let node = data
  for (const part of pointer.split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[decodePointerPart(part)]
  }
  return node
}

function decodePointerPart(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~')
}

function isUnder(pointer: string, prefix: string): boolean {
  return pointer === prefix || pointer.startsWith(`${prefix}/`)
}

function constOf(branch: SchemaNode, key: string): unknown {
  const property = (branch.properties as Record<string, SchemaNode | boolean> | undefined)?.[key]
  return typeof property === 'object' ? property.const : undefined
}

/** The property each branch of a oneOf fixes with a const (a question's "type"), if there is one. */
function discriminatorOf(branches: SchemaNode[]): string | undefined {
  const keys = Object.keys((branches[0]?.properties as object | undefined) ?? {})
  return keys.find((key) => branches.every((branch) => constOf(branch, key) !== undefined))
}

/** For a oneOf told apart by a const property: the problem when the value names no branch. */
function undiscriminated(branches: SchemaNode[], key: string, value: unknown, pointer: string): SchemaProblem | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { pointer: pointer || '/', message: `must be ${article('object')}` }
  const tag = (value as Record<string, unknown>)[key]
  if (tag === undefined) return { pointer: pointer || '/', message: `"${key}" is missing and is required here` }
  if (branches.some((branch) => constOf(branch, key) === tag)) return undefined
  return { pointer: `${pointer}/${key}`, message: `must be one of: ${branches.map((branch) => String(constOf(branch, key))).join(', ')}` }
}

/** The branch of a oneOf whose const property, single operator key or type the value has. */
function intendedBranch(branches: SchemaNode[], value: unknown): number {
  const discriminator = discriminatorOf(branches)
  if (discriminator) return branches.findIndex((branch) => constOf(branch, discriminator) === (value as Record<string, unknown>)[discriminator])
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value)
    return branches.findIndex((branch) => branch.required?.some((key) => keys.includes(key)))
  }
  return branches.findIndex((branch) => branch.type === typeof value)
}

function usedOperators(branches: SchemaNode[], value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return []
  const known = new Set(branches.flatMap((branch) => branch.required ?? []))
  return Object.keys(value).filter((key) => known.has(key))
}

function unknownOperator(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return ''
  const keys = Object.keys(value)
  return keys.length > 0 ? ` ("${keys.join('", "')}" is not an operator it knows)` : ''
}

function operatorNames(branches: SchemaNode[]): string {
  const names = branches.map((branch) => branch.required?.[0] ?? `a ${String(branch.type)}`)
  return names.join(', ')
}

export type BranchValidator = (schemaPath: string, value: unknown) => ErrorObject[]

export function describeAjvErrors(
  errors: ErrorObject[],
  data: unknown,
  root: object,
  validateBranch?: BranchValidator,
): SchemaProblem[] {
  const problems: SchemaProblem[] = []
  const handled: string[] = []
  const oneOfErrors = errors
    .filter((error) => error.keyword === 'oneOf')
    .sort((a, b) => a.instancePath.length - b.instancePath.length)

  for (const error of oneOfErrors) {
    const pointer = error.instancePath
    if (handled.some((prefix) => isUnder(pointer, prefix))) continue
    handled.push(pointer)
    const oneOfNode = error.parentSchema as SchemaNode | undefined
    const location = definitionLocation(root as SchemaNode, oneOfNode)
    const branches = oneOfNode?.oneOf ?? []
    const value = valueAt(data, pointer)
    const branch = intendedBranch(branches, value)
    const what = oneOfNode?.title ?? 'value'
    const discriminator = discriminatorOf(branches)
    const unnamed = discriminator && undiscriminated(branches, discriminator, value, pointer)
    if (unnamed) {
      problems.push(unnamed)
      continue
    }
    const operators = discriminator ? [] : usedOperators(branches, value)
    if (operators.length > 1) {
      problems.push({
        pointer: pointer || '/',
        message: `has ${operators.length} operators (${operators.join(', ')}) in one object; write one operator per object, combining conditions with "all" or "any" and numbers by nesting one inside another`,
      })
      continue
    }
    if (branch < 0 || !validateBranch || !location) {
      problems.push({
        pointer: pointer || '/',
        message: `is not a valid ${readable(what)}${unknownOperator(value)}; use one of: ${operatorNames(branches)}`,
      })
      continue
    }
    const branchPath = `${location}/oneOf/${branch}`
    const inner = describeAjvErrors(validateBranch(branchPath, value), value, root, validateBranch)
    for (const problem of inner) {
      problems.push({ pointer: `${pointer}${problem.pointer === '/' ? '' : problem.pointer}` || '/', message: problem.message })
    }
  }

  // anyOf (for example an answer: null, a number, a text or a list): one sentence naming the forms.
  for (const error of errors.filter((candidate) => candidate.keyword === 'anyOf')) {
    const pointer = error.instancePath
    if (handled.some((prefix) => isUnder(pointer, prefix))) continue
    handled.push(pointer)
    const branches = ((error.parentSchema as SchemaNode | undefined)?.anyOf as SchemaNode[] | undefined) ?? []
    const forms = branches.map((branch) => article(String(branch.type ?? 'value')))
    problems.push({ pointer: pointer || '/', message: `must be ${forms.join(' or ')}` })
  }

  for (const error of errors) {
    if (error.keyword === 'oneOf' || error.keyword === 'if' || error.keyword === 'anyOf') continue
    // Errors about a property's name come twice (the name's own and propertyNames'); keep the latter.
    if ((error as ErrorObject & { propertyName?: string }).propertyName !== undefined) continue
    if (handled.some((prefix) => isUnder(error.instancePath, prefix))) continue
    problems.push(describeError(error, root as SchemaNode))
  }
  return dedupe(problems)
}

/** Where in the root schema's $defs a node sits (errors inside a $ref only know the node). */
function definitionLocation(root: SchemaNode, node: SchemaNode | undefined): string | undefined {
  const defs = (root.$defs ?? {}) as Record<string, SchemaNode>
  const key = Object.keys(defs).find((name) => defs[name] === node || (node?.title && defs[name]?.title === node.title))
  return key ? `#/$defs/${key}` : undefined
}

function readable(title: string): string {
  return title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

function describeError(error: ErrorObject, root: SchemaNode): SchemaProblem {
  const pointer = error.instancePath || '/'
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { pointer, message: `"${String(params.missingProperty)}" is missing and is required here` }
    case 'additionalProperties':
      return {
        pointer: `${error.instancePath}/${String(params.additionalProperty)}`,
        message: `"${String(params.additionalProperty)}" is not a field this file may have (check the spelling)`,
      }
    case 'enum':
      return { pointer, message: `must be one of: ${(params.allowedValues as unknown[]).map((value) => (value === '' ? '"" (no answer)' : String(value))).join(', ')}` }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(params.allowedValue)}` }
    case 'type':
      return { pointer, message: `must be ${article(String(params.type))}` }
    case 'minItems':
      return { pointer, message: `needs at least ${String(params.limit)} ${Number(params.limit) === 1 ? 'entry' : 'entries'}` }
    case 'maxItems':
      return { pointer, message: `may have at most ${String(params.limit)} entries` }
    case 'minLength':
      return { pointer, message: Number(params.limit) === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters` }
    case 'maxLength':
      return { pointer, message: `must be at most ${String(params.limit)} characters` }
    case 'propertyNames': {
      const name = String(params.propertyName)
      const nameSchema = (error.parentSchema as SchemaNode | undefined)?.propertyNames as SchemaNode | undefined
      const described = nameSchema?.$ref ? schemaAt(root, nameSchema.$ref) : nameSchema
      return {
        pointer: `${error.instancePath}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `"${name}" is not a valid name here: ${described?.description ?? 'check the spelling'}`,
      }
    }
    case 'false schema':
      return { pointer, message: 'is not allowed for a question of this type' }
    case 'not':
      return { pointer, message: 'give either "max" or "below", not both' }
    case 'pattern': {
      // parentSchema (Ajv's verbose mode) is the node itself, wherever a $ref led.
      const node = (error.parentSchema as SchemaNode | undefined) ?? schemaAt(root, error.schemaPath.replace(/\/pattern$/, ''))
      return { pointer, message: `is not in the expected form: ${node?.description ?? String(params.pattern)}` }
    }
    default:
      return { pointer, message: error.message ?? 'is not valid' }
  }
}

function article(type: string): string {
  const named: Record<string, string> = {
    object: 'an object ({...})',
    array: 'a list ([...])',
    integer: 'a whole number',
    number: 'a number',
    string: 'a text in quotes',
    boolean: 'true or false',
    null: 'null',
  }
  return type
    .split(',')
    .map((part) => named[part] ?? part)
    .join(' or ')
}

function dedupe(problems: SchemaProblem[]): SchemaProblem[] {
  const seen = new Set<string>()
  return problems.filter((problem) => {
    const key = `${problem.pointer} ${problem.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
