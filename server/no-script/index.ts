/**
 * Pages that work without JavaScript (issue 21 item 1; decision 092), as one plugin registered
 * before the web app's pages. It loads the web app's server-side renderer from the build
 * (renderer-file.ts), makes the page frame every no-script page is drawn in (page-frame.ts) and
 * offers both as `app.noScript` (null when the web app is not built) for other no-script routes,
 * and registers the test pages (test-pages.ts). Form posts are read only in this plugin's routes.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { SiteContent } from '#schemas/generated/site.ts'
import type { NoScriptRenderer } from '#schemas/no-script-renderer.ts'
import { defaultTestCatalog } from '../routes/tests.ts'
import { withSiteContacts } from '../site-contacts.ts'
import { contactReplacements } from '../web/page-shell.ts'
import { acceptFormPosts } from './form-post.ts'
import { createNoScriptFrame, type NoScriptFrame } from './page-frame.ts'
import { loadNoScriptRenderer } from './renderer-file.ts'
import { noScriptIntroBodies, noScriptTestRoutes, type NoScriptTests } from './test-pages.ts'

export type NoScriptPages = NoScriptTests & {
  frame: NoScriptFrame
  renderer: NoScriptRenderer
  /** site.json's placeholder contacts replaced by the configured ones, as on every page (decision 053). */
  withConfiguredContacts(html: string): string
}

async function noScriptPages(app: FastifyInstance, { webRoot }: { webRoot: string }): Promise<void> {
  const renderer = await loadNoScriptRenderer(webRoot)
  if (!renderer) {
    app.decorate('noScript', null)
    return
  }
  const placeholders = placeholderSite as SiteContent
  const replacements = contactReplacements({ placeholders, configured: withSiteContacts(placeholders, app.config.siteContacts) })
  const withConfiguredContacts = (html: string) => replacements.reduce((page, [placeholder, configured]) => page.split(placeholder).join(configured), html)
  const catalog = await defaultTestCatalog()
  const definitions = new Map([...catalog.values()].map(({ definition }) => [definition.routeSlug, definition]))
  const frame = createNoScriptFrame(webRoot, renderer, withConfiguredContacts, { definitions, publicBaseUrl: app.config.publicBaseUrl })
  const introBodies = await noScriptIntroBodies(definitions.values(), renderer, withConfiguredContacts)
  app.decorate('noScript', { frame, renderer, withConfiguredContacts, introBodies })
  await app.register(async (scope) => {
    acceptFormPosts(scope)
    await noScriptTestRoutes(scope, { definitions, frame, renderer })
  })
}

export default fp(noScriptPages, { name: 'no-script-pages' })

declare module 'fastify' {
  interface FastifyInstance {
    /** The no-script page frame and renderer; null when the web app has not been built. */
    noScript: NoScriptPages | null
  }
}
