/**
 * Response schemas for the routes, taken from the files in schemas/ (the one source of every API
 * shape): `answerSchema(file)` is a schema file as Fastify's serializer takes it (without its
 * draft and id lines), and `errorAnswers` the error body every 4xx and 5xx answer carries
 * (registered as 'error-body' by plugins/error-handler.ts; schemas/error-body.schema.json words
 * the same shape for the browser, and server/routes/response-schemas.test.ts keeps the two equal).
 */
export function answerSchema<Schema extends { $schema?: string; $id?: string }>({ $schema: _schema, $id: _id, ...schema }: Schema) {
  return schema
}

export const errorAnswer = { $ref: 'error-body#' } as const

export const errorAnswers = { '4xx': errorAnswer, '5xx': errorAnswer } as const
