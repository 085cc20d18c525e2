/**
 * A test taken without JavaScript (issue 21 item 1; decision 092). `GET /tests/<slug>` is the app's
 * page as always; for a browser that runs no scripts it carries, in `<noscript>`, the test's
 * introduction with a Begin Test button that posts (`introBodies`, put in by the page shell).
 * `POST /tests/<slug>` (and `/sw/tests/<slug>` in Kiswahili) answers each press with the next page:
 * a question, the same question with its problem, or the result, drawn by the web app's own
 * components (test-steps.ts decides, with the engine's machine and scoring). The answers so far
 * travel in a hidden field the engine checks (test-progress-field.ts); a post that does not fit
 * (changed answers, an unknown field, a test that does not exist) gets a page that says so and
 * nothing else happens. Nothing is stored and no log line holds the body.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { localiseDefinition } from '#engine/index.ts'
import { registerSchema, schemaProblems } from '#schemas/ajv.ts'
import type { NoScriptTestStep } from '#schemas/generated/no-script-test-step.ts'
import { localisedPath, locales, type Locale } from '#schemas/locales.ts'
import type { TestDefinition } from '#schemas/index.ts'
import type { NoScriptRenderer } from '#schemas/no-script-renderer.ts'
import stepSchema from '#schemas/no-script-test-step.schema.json' with { type: 'json' }
import type { NoScriptFrame } from './page-frame.ts'
import { readFormPost, formPostBodyLimit } from './form-post.ts'
import { progressField, readProgressField } from './test-progress-field.ts'
import { takeStep } from './test-steps.ts'

registerSchema('no-script-test-step.schema.json', stepSchema)

/** The posted fields, when the schema accepts them (every button, the progress field, answers; nothing else). */
const isTestStep = (fields: unknown): fields is NoScriptTestStep => fields !== undefined && schemaProblems('no-script-test-step.schema.json', fields).length === 0

/** The route-table modules of the test page, whose styles the no-script pages link (schemas/routes.ts). */
const testModules = ['app/test-route.tsx']

export type NoScriptTests = {
  /** Each test page's address in each language → the body of its `<noscript>`: the whole no-script introduction page. */
  introBodies: ReadonlyMap<string, string>
}

/** The no-script introduction of every test in every language, drawn once at start-up. */
export async function noScriptIntroBodies(definitions: Iterable<TestDefinition>, renderer: NoScriptRenderer, withConfiguredContacts: (html: string) => string): Promise<Map<string, string>> {
  const bodies = new Map<string, string>()
  for (const definition of definitions) {
    for (const locale of locales) {
      const pathname = localisedPath(`/tests/${definition.routeSlug}`, locale)
      const [{ header, footer }, main] = await Promise.all([renderer.chrome(pathname), renderer.testIntro({ pathname, definition: localiseDefinition(definition, locale) })])
      bodies.set(pathname, withConfiguredContacts(`${header}<div id="main-content" tabindex="-1">${main}</div>${footer}`))
    }
  }
  return bodies
}

export async function noScriptTestRoutes(app: FastifyInstance, { definitions, frame, renderer }: { definitions: ReadonlyMap<string, TestDefinition>; frame: NoScriptFrame; renderer: NoScriptRenderer }): Promise<void> {
  const localised = new Map<string, TestDefinition>()
  const inLanguage = (definition: TestDefinition, locale: Locale): TestDefinition => {
    const key = `${definition.testCode} ${locale}`
    return localised.get(key) ?? localised.set(key, localiseDefinition(definition, locale)).get(key)!
  }

  /** `title`: the tab's title; by default the page's own heading, in its language. */
  async function send(reply: FastifyReply, statusCode: number, pathname: string, title: string | undefined, main: string): Promise<FastifyReply> {
    const html = await frame.page({ pathname, title, main, modules: testModules })
    // The page holds the visitor's answers: no cache keeps it.
    return reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
  }

  for (const locale of locales) {
    app.post<{ Params: { slug: string } }>(localisedPath('/tests/:slug', locale), { bodyLimit: formPostBodyLimit, config: { formPosts: true } }, async (request, reply) => {
      const found = definitions.get(request.params.slug)
      if (!found) {
        const pathname = localisedPath('/tests', locale)
        return send(reply, 404, pathname, undefined, await renderer.testNotFound(pathname))
      }
      const definition = inLanguage(found, locale)
      const pathname = localisedPath(`/tests/${found.routeSlug}`, locale)
      const page = { pathname, definition }
      const body = readFormPost(request.body)
      const refuse = async () => send(reply, 400, pathname, definition.informalTitle, await renderer.testProblem(page))
      if (!isTestStep(body)) return refuse()
      const step = body
      const progress = readProgressField(definition, step.progress)
      if (step.progress !== undefined && !progress) return refuse()
      const outcome = await takeStep(definition, step, progress)
      if (outcome.kind === 'unusable') return refuse()
      if (outcome.kind === 'result') return send(reply, 200, pathname, definition.informalTitle, await renderer.testResult({ ...page, result: outcome.result }))
      const main = await renderer.testQuestion({ ...page, ...outcome.progress, progress: progressField(outcome.progress), problem: outcome.problem })
      return send(reply, outcome.problem ? 400 : 200, pathname, definition.informalTitle, main)
    })
  }
}
