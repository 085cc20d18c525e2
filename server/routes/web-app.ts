/**
 * Serves the built web app (dist/): Vite's hashed files under /assets are cached for a year, every
 * other file is revalidated, the brotli or gzip copy the build wrote is sent to a browser that
 * accepts it (Vary: Accept-Encoding), and a page request (a GET that does not ask for JSON: decision 096) for any path
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
import { precompressed, sendPrecompressed } from '../plugins/compression.ts'
import { createPageRoutes } from '../web/page-routes.ts'
import { createPageShell, type ShellPage } from '../web/page-shell.ts'
import { languageChoice } from '../web/language-choice.ts'
import type { InlineScripts } from '../web/inline-scripts.ts'
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { SiteContent } from '#schemas/generated/site.ts'
import { withSiteContacts } from '../site-contacts.ts'
import { notFoundMessage } from './api.ts'
import { defaultTestCatalog } from './tests.ts'

export type WebAppOptions = { webRoot: string; inlineScripts?: InlineScripts }

export const notBuiltMessage = 'The web app has not been built: run npm run build'

const hashedAssetCache = 'public, max-age=31536000, immutable'
const revalidateCache = 'no-cache'

async function webApp(app: FastifyInstance, { webRoot, inlineScripts }: WebAppOptions): Promise<void> {
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
  const shell = isBuilt ? createPageShell(webRoot, definitions, contacts, { publicBaseUrl: app.config.publicBaseUrl, noScriptBodies: app.noScript?.introBodies, earlySteps: inlineScripts?.earlySteps?.element }) : undefined
  const pages = createPageRoutes(definitions.keys())

  const answerPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!shell) return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage)
    const [pathname = '/', query] = request.url.split(/\?(.*)/s)
    const search = query === undefined ? '' : `?${query}`
    const fromThisSite = request.headers['sec-fetch-site'] === 'same-origin' && request.headers['sec-fetch-mode'] === 'navigate'
    const choice = languageChoice({ pathname, search, cookieHeader: request.headers.cookie, acceptLanguage: headerText(request.headers['accept-language']), fromThisSite, secure: request.protocol === 'https' })
    if (choice.varies) reply.header('vary', 'accept-language, cookie')
    if (choice.setCookie) reply.header('set-cookie', choice.setCookie)
    if (choice.redirectTo) return reply.code(302).header('cache-control', 'no-store').redirect(choice.redirectTo, 302)
    const found = pages.isPage(pathname)
    // A page whose content depends on its address gets its own no-script body (search, booking, checkout: server/no-script/).
    const noScript = found && app.hasDecorator('noScriptBodyFor') ? await app.noScriptBodyFor(request, pathname, query ?? '') : undefined
    if (noScript) return sendPage(request, reply, withNoScriptBody(shell.pageFor(pathname, found), noScript), 200)
    return sendPage(request, reply, shell.pageFor(pathname, found), found ? 200 : 404)
  }
  if (isBuilt) app.get('/', answerPage)
  app.setNotFoundHandler((request, reply) => (isPageRequest(request) ? answerPage(request, reply) : reply.code(404).send({ message: notFoundMessage })))
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: ShellPage, statusCode: 200 | 404): FastifyReply {
  reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', revalidateCache)
  return sendPrecompressed(request, reply, page)
}

/** The page with its `<noscript>` notice replaced by a page drawn for this address (compressed for this one answer). */
function withNoScriptBody(page: ShellPage, body: string): ShellPage {
  return precompressed(page.text.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${body}</noscript>`), 'fast')
}

const headerText = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value)

/**
 * A request for a page (decision 096): GET or HEAD outside /api, /fhir and /assets, from a browser
 * asking for HTML or from any client that does not ask for JSON instead (curl's `*\/*`, link
 * previewers' odd or missing Accept). A path with a file extension is a missing file, not a page,
 * unless a browser asks for it as HTML.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?')[0] ?? ''
  if (/^\/(api|fhir)(\/|$)/.test(pathname) || pathname.startsWith('/assets/')) return false
  const accept = headerText(request.headers.accept) ?? ''
  if (pathname === '/' || accept.includes('text/html')) return true
  return !asksForJson(accept) && !/\.[a-z0-9]+$/i.test(pathname)
}

/** An Accept header that names JSON (application/json, or a +json type such as FHIR's): an API client. */
const asksForJson = (accept: string): boolean => /application\/([a-z.-]+\+)?json/i.test(accept)

export default fp(webApp, { name: 'web-app' })
