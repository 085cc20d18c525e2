/**
 * Every property of every schema in schemas/ says what it is for: the descriptions become the
 * comments of the generated types and the help an author reads in an editor. A property schema
 * (under `properties` or `patternProperties`), a `$defs` entry and an array's `items` each need a
 * `description`, unless the node is only a `$ref` (it takes the target's) or a boolean schema.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const schemasDir = new URL('./', import.meta.url)
const schemaFiles = readdirSync(schemasDir).filter((name) => name.endsWith('.schema.json')).sort()

type Node = Record<string, unknown>

/** Keywords whose value is a map of name to schema, every one of which must be described. */
const describedMaps = ['properties', 'patternProperties', '$defs']
/** Keywords whose value is a schema (or list of schemas) walked but not itself required to be described. */
const walkedOnly = ['additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems']
const walkedLists = ['allOf', 'anyOf', 'oneOf']

function escape(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1')
}

function isOnlyRef(node: Node): boolean {
  const keys = Object.keys(node)
  return keys.length === 1 && keys[0] === '$ref'
}

/** JSON pointers (inside the schema file) of every property, definition or items schema without a description. */
function undescribedSchemas(node: unknown, pointer = '', mustDescribe = false): string[] {
  if (typeof node === 'boolean' || node === null || typeof node !== 'object' || Array.isArray(node)) return []
  const schema = node as Node
  const missing: string[] = []
  if (mustDescribe && !isOnlyRef(schema) && typeof schema.description !== 'string') missing.push(pointer || '/')
  for (const keyword of describedMaps) {
    const map = schema[keyword]
    if (map === null || typeof map !== 'object') continue
    for (const [name, child] of Object.entries(map)) {
      missing.push(...undescribedSchemas(child, `${pointer}/${keyword}/${escape(name)}`, true))
    }
  }
  const items = schema.items
  if (Array.isArray(items)) items.forEach((child, i) => missing.push(...undescribedSchemas(child, `${pointer}/items/${i}`, true)))
  else missing.push(...undescribedSchemas(items, `${pointer}/items`, true))
  for (const keyword of walkedOnly) missing.push(...undescribedSchemas(schema[keyword], `${pointer}/${keyword}`))
  for (const keyword of walkedLists) {
    const list = schema[keyword]
    if (Array.isArray(list)) list.forEach((child, i) => missing.push(...undescribedSchemas(child, `${pointer}/${keyword}/${i}`)))
  }
  return missing
}

describe('schema descriptions', () => {
  it('finds the schema files', () => {
    expect(schemaFiles.length).toBeGreaterThan(0)
  })

  it('flags an undescribed property, definition and items, but not a bare $ref or a boolean schema', () => {
    const schema = {
      properties: { a: { type: 'string' }, b: { $ref: '#/$defs/d' }, c: false, e: { description: 'E', type: 'array', items: { type: 'string' } } },
      $defs: { d: { type: 'number' } },
    }
    expect(undescribedSchemas(schema)).toEqual(['/properties/a', '/properties/e/items', '/$defs/d'])
  })

  it.each(schemaFiles)('%s describes every property, definition and items schema', (fileName) => {
    const schema: unknown = JSON.parse(readFileSync(new URL(fileName, schemasDir), 'utf8'))
    const missing = undescribedSchemas(schema).map((pointer) => `${fileName}#${pointer}`)
    expect(missing, `add a "description" to: ${missing.join(', ')}`).toEqual([])
  })
})
