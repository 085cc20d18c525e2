/**
 * The screening tests: GET /api/tests/ (header x-test-code) answers the test's definition, and
 * POST /api/interpret/ (same header, body {answers}) scores the answers with engine/ and answers
 * the result. Every definition in tests-catalog/tests/ is loaded and checked at boot; one bad
 * file stops the server with every problem named (file, JSON pointer, sentence).
 *
 * Both take `?lang=sw` (test-language-query.schema.json): the definition and the result come in
 * Kiswahili when the test has a Kiswahili version (engine/localise.ts), else in English, and say
 * which (the definition's `language`, and a Content-Language header on both answers), so a
 * Kiswahili page can tell the person that a test is available only in English. Scores never
 * depend on the language.
 *
 * Privacy: answers and results are never stored or logged. The server computes every score
 * itself; the body accepts answers only, so a score sent by a browser is refused.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DefinitionError, InvalidAnswersError, interpret, loadDefinition, localiseDefinition, type DefinitionProblem, type LocalisedDefinition } from '#engine/index.ts'
import { registerSchema } from '#schemas/ajv.ts'
import type { InterpretRequest } from '#schemas/generated/interpret-request.ts'
import type { TestLanguageQuery } from '#schemas/generated/test-language-query.ts'
import { defaultLocale, type Locale } from '#schemas/locales.ts'
import type { TestDefinition } from '#schemas/index.ts'
import assessmentResultSchema from '#schemas/assessment-result.schema.json' with { type: 'json' }
import interpretRequestSchema from '#schemas/interpret-request.schema.json' with { type: 'json' }
import testLanguageQuerySchema from '#schemas/test-language-query.schema.json' with { type: 'json' }
import testDefinitionSchema from '#schemas/test-definition.schema.json' with { type: 'json' }
import { precompressed, sendPrecompressed, type Precompressed } from '../plugins/compression.ts'
import { RequestValidationError } from '../plugins/validation.ts'
import { answerSchema, errorAnswer, errorAnswers } from './answer-schemas.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { apiMessages } from '#schemas/api-contract.ts'

registerSchema('interpret-request.schema.json', interpretRequestSchema)
registerSchema('test-language-query.schema.json', testLanguageQuerySchema)

export const invalidTestTypeMessage = apiMessages.invalidTestType
export const defaultTestsDir = fileURLToPath(new URL('../../tests-catalog/tests/', import.meta.url))

/** A checked definition, as its file gives it (English, with its translations). */
type LoadedTest = { definition: TestDefinition }
export type TestCatalog = ReadonlyMap<string, LoadedTest>

/**
 * Reads and checks every `*.json` in the folder, indexed by testCode. Throws a DefinitionError
 * listing every problem of every file (and any test code used twice).
 */
export async function loadTestCatalog(testsDir: string = defaultTestsDir): Promise<TestCatalog> {
  const fileNames = (await readdir(testsDir)).filter((name) => name.endsWith('.json')).sort()
  const problems: DefinitionProblem[] = []
  const byCode = new Map<string, LoadedTest & { file: string }>()
  for (const file of fileNames) {
    let json: unknown
    try {
      json = JSON.parse(await readFile(path.join(testsDir, file), 'utf8'))
    } catch (error) {
      problems.push({ file, pointer: '/', message: `is not valid JSON: ${(error as Error).message}` })
      continue
    }
    try {
      const definition = loadDefinition(json, file)
      const taken = byCode.get(definition.testCode)
      if (taken) {
        problems.push({ file, pointer: '/testCode', message: `is ${definition.testCode}, which ${taken.file} already uses; give each test its own code` })
      } else {
        byCode.set(definition.testCode, { definition, file })
      }
    } catch (error) {
      if (!(error instanceof DefinitionError)) throw error
      problems.push(...error.problems)
    }
  }
  if (problems.length > 0) throw new DefinitionError(problems)
  if (byCode.size === 0) throw new Error(`No test definitions were found in ${testsDir}.`)
  return byCode
}

let defaultCatalog: Promise<TestCatalog> | undefined

/** The catalogue in tests-catalog/tests/, read and checked once per process. */
export function defaultTestCatalog(): Promise<TestCatalog> {
  return (defaultCatalog ??= loadTestCatalog())
}

const testCodeHeaders = {
  type: 'object',
  properties: { 'x-test-code': { type: 'string', description: 'The code of the test, e.g. MH-001.' } },
} as const

const getTestSchema = {
  summary: 'The definition of the test named by the x-test-code header, in the language asked for when the test has it',
  headers: testCodeHeaders,
  ...requestSchemas('testDefinition'),
  response: {
    200: answerSchema(testDefinitionSchema),
    404: errorAnswer,
    '5xx': errorAnswer,
  },
}

const interpretSchema = {
  summary: 'Scores answers to the test named by the x-test-code header; the result\'s texts in the language asked for when the test has it',
  headers: testCodeHeaders,
  ...requestSchemas('interpret'),
  response: {
    200: answerSchema(assessmentResultSchema),
    ...errorAnswers,
  },
}

export type TestsRoutesOptions = { testsDir?: string }

export async function testsRoutes(app: FastifyInstance, options: TestsRoutesOptions = {}): Promise<void> {
  const catalog = options.testsDir ? await loadTestCatalog(options.testsDir) : await defaultTestCatalog()

  function testFor(request: FastifyRequest): LoadedTest | undefined {
    const code = request.headers['x-test-code']
    return typeof code === 'string' ? catalog.get(code) : undefined
  }

  function sendInvalidTestType(reply: FastifyReply): FastifyReply {
    return reply.code(404).send({ message: invalidTestTypeMessage })
  }

  // A definition never changes while the server runs: localise and compress each once per
  // language, when first asked for. The English answer leaves the translations out too.
  const localised = new Map<string, { definition: LocalisedDefinition; body?: Precompressed }>()
  function inLanguage(test: LoadedTest, locale: Locale = defaultLocale) {
    const key = `${test.definition.testCode} ${locale}`
    return localised.get(key) ?? localised.set(key, { definition: localiseDefinition(test.definition, locale) }).get(key)!
  }

  addCallRoute<{ Querystring: TestLanguageQuery }>(app, 'testDefinition', { schema: getTestSchema }, async (request, reply) => {
    const test = testFor(request)
    if (!test) return sendInvalidTestType(reply)
    const entry = inLanguage(test, request.query.lang)
    entry.body ??= precompressed(JSON.stringify(entry.definition))
    reply.header('content-language', entry.definition.language)
    return sendPrecompressed(request, reply.type('application/json; charset=utf-8'), entry.body)
  })

  addCallRoute<{ Body: InterpretRequest; Querystring: TestLanguageQuery }>(app, 'interpret', {
    schema: interpretSchema,
    // Like GET /api/tests/, this only computes: no write, no outside call. No write limit counts it
    // (computeOnlyRoutes in plugins/rate-limit-table.ts, decision 048).
    // An unknown test is a 404 whatever the body holds.
    preValidation: async (request, reply) => {
      if (!testFor(request)) return sendInvalidTestType(reply)
    },
  }, async (request, reply) => {
    const { definition } = inLanguage(testFor(request)!, request.query.lang)
    try {
      const result = interpret(definition, request.body.answers)
      reply.header('content-language', definition.language)
      return result
    } catch (error) {
      if (!(error instanceof InvalidAnswersError)) throw error
      const problems = error.problems.map((problem) => ({ path: problem.pointer, message: sentence(problem.message) }))
      throw new RequestValidationError(problems, answersMessage(error, definition, request.body.answers.length))
    }
  })
}

function sentence(text: string): string {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`
}

/** The message of a refused set of answers: the question at fault, or the count expected. */
function answersMessage(error: InvalidAnswersError, definition: TestDefinition, received: number): string {
  const first = error.problems[0]
  if (!first) return 'The answers could not be scored.'
  if (first.pointer === '/answers') {
    const expected = definition.questions.length
    return `Send ${expected} answers, one per question of the ${definition.formalTitle}; ${received} ${received === 1 ? 'was' : 'were'} sent.`
  }
  return sentence(first.message)
}
