/**
 * The one Ajv instance of the project (strict, allErrors, draft 2020-12) with every schema in
 * schemas/ registered by its file name, and error messages turned into "pointer: sentence" form.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import answersSchema from './answers.schema.json' with { type: 'json' }
import assessmentResultSchema from './assessment-result.schema.json' with { type: 'json' }
import testDefinitionSchema from './test-definition.schema.json' with { type: 'json' }
import categoriesSchema from './categories.schema.json' with { type: 'json' }
import servicesSchema from './services.schema.json' with { type: 'json' }
import wellnessPackagesSchema from './wellness-packages.schema.json' with { type: 'json' }
import siteSchema from './site.schema.json' with { type: 'json' }
import contentTranslationsSchema from './content-translations.schema.json' with { type: 'json' }
import crisisContactsSchema from './crisis-contacts.schema.json' with { type: 'json' }
import crisisLexiconSchema from './crisis-lexicon.schema.json' with { type: 'json' }
import crisisClassifierSchema from './crisis-classifier.schema.json' with { type: 'json' }
import concernLexiconSchema from './concern-lexicon.schema.json' with { type: 'json' }
import retentionSchema from './retention.schema.json' with { type: 'json' }
import { describeAjvErrors } from './describe-ajv-errors.ts'

export type SchemaProblem = { pointer: string; message: string }

// strictRequired is off because if/then and not/required name properties defined beside them, which is the point.
export const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, allowUnionTypes: true, verbose: true })
// `tsType` only tells the type generator (tools/generate-types.ts) how to type a property; it validates nothing.
ajv.addVocabulary(['tsType'])

const schemas = {
  'answers.schema.json': answersSchema,
  'assessment-result.schema.json': assessmentResultSchema,
  'test-definition.schema.json': testDefinitionSchema,
  'categories.schema.json': categoriesSchema,
  'services.schema.json': servicesSchema,
  'wellness-packages.schema.json': wellnessPackagesSchema,
  'site.schema.json': siteSchema,
  'content-translations.schema.json': contentTranslationsSchema,
  'crisis-contacts.schema.json': crisisContactsSchema,
  'crisis-lexicon.schema.json': crisisLexiconSchema,
  'crisis-classifier.schema.json': crisisClassifierSchema,
  'concern-lexicon.schema.json': concernLexiconSchema,
  'retention.schema.json': retentionSchema,
} as const

export type SchemaName = keyof typeof schemas

for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name)

/** Registers a further schema (for example a catalogue file's) under its file name. */
export function registerSchema(name: string, schema: object): void {
  if (!ajv.getSchema(name)) ajv.addSchema(schema, name)
}

export function validatorFor(name: string): ValidateFunction {
  const validate = ajv.getSchema(name)
  if (!validate) throw new Error(`No schema registered as ${name}`)
  return validate
}

/** Validates `data` against the named schema; returns every problem, or [] when it is valid. */
export function schemaProblems(name: string, data: unknown): SchemaProblem[] {
  const validate = validatorFor(name)
  if (validate(data)) return []
  const root = (validate.schema ?? {}) as { $id?: string }
  const validateBranch = (schemaPath: string, value: unknown): ErrorObject[] => {
    const ref = `${root.$id ?? name}${schemaPath}`
    const branch = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref })
    return branch(value) ? [] : (branch.errors ?? [])
  }
  return describeAjvErrors(validate.errors ?? [], data, root, validateBranch)
}

export type { ErrorObject }
