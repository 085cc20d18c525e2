/**
 * The frame of every page the server draws for a browser that runs no JavaScript (issue 21 item 1;
 * decision 092): the built index.html's head (its stylesheet, description and manifest, in the
 * page's language: web/page-language.ts) without any script or preload, the stylesheets of the
 * route's modules (from Vite's manifest, as the page shell finds them), the page's title, and in the
 * body the site's header (with a skip link) and footer drawn by the web app's own components
 * around the page's `<main>` (the renderer, web/no-script-render.tsx). The site's configured
 * contact details replace site.json's placeholders, as on every page (decision 053). Like every
 * page the shell sends, it carries its address links (`hreflang` alternates and canonical) and its
 * link preview (Open Graph and Twitter tags: server/web/page-preview.ts, decisions 096 and 104), so a
 * question, a result or a booking page shared from a phone without scripts previews as the app's does.
 *
 * Nothing runs in the page: it works as plain HTML forms and links, and stays so until the
 * visitor opens a page of the app again.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { TestDefinition } from '#schemas/index.ts'
import { splitLocale } from '#schemas/locales.ts'
import type { NoScriptChrome, NoScriptRenderer } from '#schemas/no-script-renderer.ts'
import { appStartModule, matchRoute } from '#schemas/routes.ts'
import { readManifest, staticClosure } from '../web/build-manifest.ts'
import { addressLinks, inLanguage } from '../web/page-language.ts'
import { previewOf, withPreviewTags } from '../web/page-preview.ts'

/** One page: its address (its language is the address's), tab title (by default the text of the page's first heading, in its language), `<main>` markup and the route-table modules whose styles it needs. */
export type NoScriptPage = { pathname: string; title?: string | undefined; main: string; modules?: readonly string[] }

export type NoScriptFrame = {
  /** The whole HTML document of the page. */
  page(page: NoScriptPage): Promise<string>
}

/** The id of the element around the page's `<main>`, the skip link's target (web/app/no-script/no-script-frame.tsx). */
export const mainContentId = 'main-content'

const chromeCacheLimit = 200

/** The text of the first `<h1>` of some markup (already escaped, as the markup holds it), or undefined. */
export function firstHeading(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  const text = inner?.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim()
  return text ? text : undefined
}

export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** index.html without what runs: module scripts, preloads, the "needs JavaScript" notice. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/g, '')
}

/** What a page's link preview needs: the tests by route slug (a test page previews as its test) and the site's public address. */
export type PreviewSources = { definitions: ReadonlyMap<string, TestDefinition>; publicBaseUrl: URL | undefined }

export function createNoScriptFrame(
  webRoot: string,
  renderer: NoScriptRenderer,
  withConfiguredContacts: (html: string) => string = (html) => html,
  previews: PreviewSources = { definitions: new Map(), publicBaseUrl: undefined },
): NoScriptFrame {
  const base = withoutScripts(readFileSync(path.join(webRoot, 'index.html'), 'utf8'))
  const manifest = readManifest(webRoot)
  const chromes = new Map<string, Promise<NoScriptChrome>>()

  function stylesheets(modules: readonly string[]): string[] {
    const keys = new Set<string>()
    for (const module of [appStartModule, ...modules]) staticClosure(manifest, module, keys)
    const files = new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))
    return [...files].filter((file) => !base.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
  }

  function chromeFor(pathname: string): Promise<NoScriptChrome> {
    let chrome = chromes.get(pathname)
    if (!chrome) {
      if (chromes.size >= chromeCacheLimit) chromes.clear()
      chrome = renderer.chrome(pathname)
      chrome.catch(() => chromes.delete(pathname))
      chromes.set(pathname, chrome)
    }
    return chrome
  }

  return {
    async page({ pathname, title, main, modules = [] }) {
      const { locale, path: routePath } = splitLocale(pathname)
      const { header, footer } = await chromeFor(pathname)
      const match = matchRoute(routePath)
      const head = [...(match ? addressLinks(routePath, locale, previews.publicBaseUrl) : []), ...stylesheets(modules)]
      const shownTitle = title === undefined ? firstHeading(main) : escapeHtml(title)
      let html = shownTitle === undefined ? inLanguage(base, locale) : inLanguage(base, locale).replace(/<title>[^<]*<\/title>/, () => `<title>${shownTitle}</title>`)
      if (head.length > 0) html = html.replace('</head>', `    ${head.join('\n    ')}\n  </head>`)
      if (match) {
        const definition = match.route.id === 'test' ? previews.definitions.get(match.params.slug ?? '') : undefined
        html = withPreviewTags(html, previewOf(match, locale, definition), { routePath, locale, publicBaseUrl: previews.publicBaseUrl })
      }
      const body = `${header}<div id="${mainContentId}" tabindex="-1">${main}</div>${footer}`
      html = html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
      return withConfiguredContacts(html)
    },
  }
}
