/**
 * FHIR R4 read and search of the catalogue (issue 23; decision 068), outside /api because FHIR
 * clients expect `<base>/fhir/<ResourceType>`:
 * - GET /fhir/Questionnaire/:id answers a test as a Questionnaire (the id is the test's slug, with
 *   '-' for '_': social-support; the slug itself is accepted too), or a 404 OperationOutcome;
 * - GET /fhir/Questionnaire answers a searchset Bundle of every test.
 * Both in Kiswahili where the test has it, asked by `?_language=sw` (FHIR's parameter) or else the
 * Accept-Language header; `Content-Language` says which. Content-Type application/fhir+json.
 * Nothing personal is read or written; like the other public GETs, no rate limit counts them.
 * Any origin may read them (Access-Control-Allow-Origin: *): a clinic's web-based FHIR tools fetch
 * them from their own address, and no cookie or credential is involved.
 * Each answer is built and compressed once per language and base address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Bundle, OperationOutcome, Questionnaire } from 'fhir/r4'
import { fhirIdOf, questionnaireOf, type FhirContext } from '#engine/index.ts'
import { fhirCalls } from '#schemas/api-calls.ts'
import { isLocale, type Locale } from '#schemas/locales.ts'
import site from '#catalog/site.json' with { type: 'json' }
import compression, { precompressed, sendPrecompressed, type Precompressed } from '../plugins/compression.ts'
import { requestLocale } from '../i18n/index.ts'
import { defaultTestCatalog, loadTestCatalog, type TestCatalog } from './tests.ts'

export const fhirContentType = 'application/fhir+json; charset=utf-8'

/** The language asked for: FHIR's `_language` parameter, else the Accept-Language header. */
function askedLocale(request: FastifyRequest): Locale {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('_language')
  return isLocale(asked) ? asked : requestLocale(request)
}

function notFound(id: string): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: 'not-found', diagnostics: `There is no Questionnaire ${id}. GET /fhir/Questionnaire lists every test.` }],
  }
}

/** The route paths of the contract table's FHIR section, under this plugin's /fhir prefix. */
const pathOf = (name: keyof typeof fhirCalls) => fhirCalls[name].path.slice('/fhir'.length)

export type FhirRoutesOptions = { testsDir?: string }

export async function fhirRoutes(app: FastifyInstance, options: FhirRoutesOptions = {}): Promise<void> {
  const catalog: TestCatalog = options.testsDir ? await loadTestCatalog(options.testsDir) : await defaultTestCatalog()
  const definitions = [...catalog.values()].map(({ definition }) => definition).sort((a, b) => a.testCode.localeCompare(b.testCode))
  const byId = new Map(definitions.flatMap((definition) => [[fhirIdOf(definition.routeSlug), definition], [definition.routeSlug, definition]] as const))
  await app.register(compression)

  /** The canonical base: PUBLIC_BASE_URL when set, else the address the request came to. */
  const contextOf = (request: FastifyRequest): FhirContext => ({
    base: app.config.publicBaseUrl?.href.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`,
    publisher: site.brand.name,
  })

  // Answers never change while the server runs. Without PUBLIC_BASE_URL the base is the request's
  // host, which a client chooses: the cache is then kept small.
  type Answer = { body: Precompressed; languages: string }
  const answers = new Map<string, Answer>()
  function cached(key: string, make: () => Questionnaire | Bundle<Questionnaire>): Answer {
    const found = answers.get(key)
    if (found) return found
    if (answers.size >= 64) answers.clear()
    const resource = make()
    const resources = resource.resourceType === 'Bundle' ? (resource.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : [])) : [resource]
    const made = { body: precompressed(JSON.stringify(resource)), languages: [...new Set(resources.map((each) => each.language ?? 'en'))].join(', ') }
    answers.set(key, made)
    return made
  }

  function send(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
    reply.type(fhirContentType).header('content-language', answer.languages).header('cache-control', 'public, max-age=3600')
    reply.header('vary', 'accept-language')
    return sendPrecompressed(request, reply, answer.body)
  }

  // Public, read-only, without credentials: any origin may read every answer here, 404s included.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*')
  })

  app.get<{ Params: { id: string } }>(pathOf('fhirQuestionnaire'), async (request, reply) => {
    const definition = byId.get(request.params.id)
    if (!definition) return reply.code(404).type(fhirContentType).send(JSON.stringify(notFound(request.params.id)))
    const locale = askedLocale(request)
    const context = contextOf(request)
    return send(request, reply, cached(`${definition.routeSlug} ${locale} ${context.base}`, () => questionnaireOf(definition, locale, context)))
  })

  app.get(pathOf('fhirQuestionnaires'), async (request, reply) => {
    const locale = askedLocale(request)
    const context = contextOf(request)
    const answer = cached(`* ${locale} ${context.base}`, (): Bundle<Questionnaire> => {
      const entries = definitions.map((definition) => questionnaireOf(definition, locale, context))
      return {
        resourceType: 'Bundle',
        type: 'searchset',
        total: entries.length,
        link: [{ relation: 'self', url: `${context.base}/fhir/Questionnaire${locale === 'en' ? '' : `?_language=${locale}`}` }],
        entry: entries.map((resource) => ({ fullUrl: resource.url, resource, search: { mode: 'match' } })),
      }
    })
    return send(request, reply, answer)
  })
}
