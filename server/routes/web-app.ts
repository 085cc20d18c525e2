/**
 * Serves the built web app (dist/): Vite's hashed files under /assets are cached for a year, every
 * other file is revalidated, the brotli or gzip copy the build wrote is sent to a browser that
 * accepts it (Vary: Accept-Encoding), and a page request (a GET that accepts HTML) for any path
 * without a file gets the page shell (web/page-shell.ts: index.html with the route's code preloaded
 * and, on a test page, the test's definition inlined), so the browser's router shows the screen.
 * The status is 200 for a page of the app and 404 for any other path (web/page-routes.ts), with
 * the same shell, whose router then shows the 404 page (or the test or package not-found screen).
 * When the app has not been built, page requests get a 503 that says how to build it.
 *
 * Every page answers under /sw in Kiswahili too (decision 059), and an English address may send a
 * visitor on to its Kiswahili address, by their remembered choice or their browser's preference
 * (web/language-choice.ts, decision 060).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendPrecompressed } from '../plugins/compression.ts'
import { createPageRoutes } from '../web/page-routes.ts'
import { createPageShell, type ShellPage } from '../web/page-shell.ts'
import { languageChoice } from '../web/language-choice.ts'
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { SiteContent } from '#schemas/generated/site.ts'
import { withSiteContacts } from '../site-contacts.ts'
import { notFoundMessage } from './api.ts'
import { defaultTestCatalog } from './tests.ts'

export type WebAppOptions = { webRoot: string }

export const notBuiltMessage = 'The web app has not been built: run npm run build'

const hashedAssetCache = 'public, max-age=31536000, immutable'
const revalidateCache = 'no-cache'

async function webApp(app: FastifyInstance, { webRoot }: WebAppOptions): Promise<void> {
  const isBuilt = existsSync(path.join(webRoot, 'index.html'))
  const assetsDir = path.join(webRoot, 'assets') + path.sep

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: webRoot,
      cacheControl: false,
      dotfiles: 'ignore',
      preCompressed: true,
      // '/' is a page like any other: the shell below answers it, not index.html as a file.
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.startsWith(assetsDir) ? hashedAssetCache : revalidateCache)
        // The same address answers with brotli, gzip or plain bytes: caches must key on the encoding.
        res.setHeader('vary', 'accept-encoding')
      },
    })
  }

  const catalog = await defaultTestCatalog()
  const definitions = new Map([...catalog.values()].map(({ definition }) => [definition.routeSlug, definition]))
  const placeholders = placeholderSite as SiteContent
  const contacts = { placeholders, configured: withSiteContacts(placeholders, app.config.siteContacts) }
  const shell = isBuilt ? createPageShell(webRoot, definitions, contacts, { publicBaseUrl: app.config.publicBaseUrl }) : undefined
  const pages = createPageRoutes(definitions.keys())

  const answerPage = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (!shell) return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage)
    const [pathname = '/', query] = request.url.split(/\?(.*)/s)
    const search = query === undefined ? '' : `?${query}`
    const fromThisSite = request.headers['sec-fetch-site'] === 'same-origin' && request.headers['sec-fetch-mode'] === 'navigate'
    const choice = languageChoice({ pathname, search, cookieHeader: request.headers.cookie, acceptLanguage: headerText(request.headers['accept-language']), fromThisSite, secure: request.protocol === 'https' })
    if (choice.varies) reply.header('vary', 'accept-language, cookie')
    if (choice.setCookie) reply.header('set-cookie', choice.setCookie)
    if (choice.redirectTo) return reply.code(302).header('cache-control', 'no-store').redirect(choice.redirectTo, 302)
    const found = pages.isPage(pathname)
    return sendPage(request, reply, shell.pageFor(pathname, found), found ? 200 : 404)
  }
  if (isBuilt) app.get('/', answerPage)
  app.setNotFoundHandler((request, reply) => (isPageRequest(request) ? answerPage(request, reply) : reply.code(404).send({ message: notFoundMessage })))
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: ShellPage, statusCode: 200 | 404): FastifyReply {
  reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', revalidateCache)
  return sendPrecompressed(request, reply, page)
}

const headerText = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value)

/** A browser navigation: GET or HEAD, asking for HTML, outside /api and /assets. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?')[0] ?? ''
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false
  return pathname === '/' || (request.headers.accept ?? '').includes('text/html')
}

export default fp(webApp, { name: 'web-app' })
