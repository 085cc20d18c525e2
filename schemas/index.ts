/** The public face of schemas/: the validator and the types generated from every schema. */
export { ajv, registerSchema, schemaProblems, validatorFor } from './ajv.ts'
export type { SchemaName, SchemaProblem } from './ajv.ts'
export type * from './generated/test-definition.ts'
export type { AssessmentResult, DimensionResult } from './generated/assessment-result.ts'
export type { Answers, Answer } from './generated/answers.ts'
