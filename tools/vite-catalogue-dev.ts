/**
 * `npm run dev`: a test file added to or changed in tests-catalog/tests/ shows on the site at once,
 * with no rebuild and no restart (issue 19 item 3). Two parts:
 *
 * - The test calls (GET /api/tests/ and POST /api/interpret/) are answered by the dev server itself,
 *   through the server's own routes (server/routes/tests.ts, with its content-type, error and
 *   validation plugins) on the files as they are now; every other /api call still goes to the
 *   separately started server (vite.config.ts's proxy). The routes are rebuilt when a test file is
 *   added, changed or removed.
 * - The browser then reloads (the catalogue's lists are import.meta.glob modules, which Vite
 *   re-reads). A file the checker refuses shows its "file /pointer: sentence" lines in Vite's error
 *   overlay instead, and the test calls answer 500 with the same lines, until it is fixed.
 *
 * Development only: `vite build` and Storybook never load the server's code through it.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { Plugin, ViteDevServer } from 'vite'

const defaultTestsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'tests-catalog', 'tests')

/** The calls the test flow makes, which the dev server answers from the files. */
const TEST_CALLS = /^\/api\/(tests|interpret)\/(\?|$)/

type TestsApp = { app?: FastifyInstance; problem?: string }

async function buildTestsApp(testsDir: string): Promise<TestsApp> {
  const [{ default: Fastify }, { default: contentType }, { default: errorHandler }, { default: validation }, { testsRoutes }] = await Promise.all([
    import('fastify'),
    import('../server/plugins/content-type.ts'),
    import('../server/plugins/error-handler.ts'),
    import('../server/plugins/validation.ts'),
    import('../server/routes/tests.ts'),
  ])
  const app = Fastify()
  try {
    await app.register(contentType)
    await app.register(errorHandler)
    await app.register(validation)
    // Reads and checks every test file now; a file with a problem throws the checker's lines.
    await app.register(testsRoutes, { prefix: '/api', testsDir })
    await app.ready()
    return { app }
  } catch (error) {
    await app.close().catch(() => undefined)
    return { problem: (error as Error).message }
  }
}

function isTestFile(file: string, testsDir: string): boolean {
  return path.dirname(path.resolve(file)) === testsDir && file.endsWith('.json')
}

export function catalogueDevServer(options: { testsDir?: string } = {}): Plugin {
  const testsDir = path.resolve(options.testsDir ?? defaultTestsDir)
  let current: Promise<TestsApp> | undefined

  function rebuild(server: ViteDevServer): Promise<TestsApp> {
    const previous = current
    current = buildTestsApp(testsDir).then(async (built) => {
      await (await previous)?.app?.close()
      if (built.problem) {
        server.config.logger.error(`\n${built.problem}\n`)
        server.ws.send({ type: 'error', err: { message: built.problem, stack: '', plugin: 'catalogue-dev' } })
      } else {
        server.ws.send({ type: 'full-reload' })
      }
      return built
    })
    return current
  }

  async function answerTestCall(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const built = await current!
    if (!built.app) {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify({ message: built.problem }))
      return
    }
    built.app.routing(request, response)
  }

  return {
    name: 'catalogue-dev',
    apply: 'serve',
    configureServer(server) {
      current = buildTestsApp(testsDir)
      server.watcher.add(testsDir)
      const onChange = (file: string) => {
        if (isTestFile(file, testsDir)) void rebuild(server)
      }
      server.watcher.on('add', onChange)
      server.watcher.on('change', onChange)
      server.watcher.on('unlink', onChange)
      server.httpServer?.once('close', () => void current?.then((built) => built.app?.close()))
      // Before Vite's own middlewares, so before its /api proxy.
      server.middlewares.use((request, response, next) => {
        if (!TEST_CALLS.test(request.url ?? '')) return next()
        answerTestCall(request, response).catch(next)
      })
    },
  }
}
