/**
 * The HTML page every screen starts from: the built index.html with, for the route asked for,
 * `<link rel="modulepreload">` and stylesheet links for the modules the route table
 * (schemas/routes.ts) names for it, found in Vite's build manifest by their source path (so its code
 * downloads alongside the entry), and on a test page the test's definition inlined as a JSON data
 * block (`<script type="application/json" id="test-definition">`, never executed), so the first
 * question needs no extra request, with, when prerendered, the early steps' inline script first in
 * its head (decision 117). A page prerendered at build time (tools/vite-prerender.ts,
 * listed in `prerendered/pages.json`) is sent instead of the empty index.html, so its content
 * shows before any JavaScript runs. Every page carries the site's configured contact details as
 * a JSON data block (`#site-contacts`, schemas/page-data.ts) that the app reads, and a prerendered
 * page has site.json's placeholder contacts in its markup replaced by them, so SITE_* take effect
 * on a restart, without a rebuild (decision 053). Every page found carries its link preview: Open
 * Graph and Twitter card tags with its own title, description and image (page-preview.ts, decision 096).
 *
 * Every route answers under `/sw` too, in Kiswahili (issue 20; decision 059): the same preloads,
 * the prerendered Kiswahili page (`/sw/...` in pages.json), the test's definition in Kiswahili
 * when it has one (as `GET /api/tests/?lang=sw` answers it), `<html lang>`, the alternate and
 * canonical links of the page's two addresses, and index.html's head texts in the language
 * (page-language.ts), and the page's message catalogues in its language preloaded with its code. An
 * address that matches no route gets the prerendered 404 page of its
 * language (the build renders `/404` and `/sw/404`, addresses no route has).
 *
 * Each variant is built and compressed once, then served from memory; unknown paths share their
 * language's plain page. A page whose address holds a booking's id (checkout, payment) is built
 * for its address each time (its canonical link names it), with faster compression.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { TestDefinition } from '#schemas/index.ts'
import type { SiteContent } from '#schemas/generated/site.ts'
import { pageDataIds } from '#schemas/page-data.ts'
import { precompressed, type Precompressed } from '../plugins/compression.ts'
import { entryKey, readManifest, staticClosure } from './build-manifest.ts'
import { appStartModule, matchRoute, notFoundAddress, type Route } from '#schemas/routes.ts'
import { splitLocale, localisedPath, type Locale } from '#schemas/locales.ts'
import { localiseDefinition } from '#engine/index.ts'
import { addressLinks, canonicalPath, inLanguage } from './page-language.ts'
import { previewOf, withPreviewTags, type PagePreview, type PreviewPlace } from './page-preview.ts'


export type ShellPage = Precompressed

export type PageShell = {
  /** The page for an address's path; `found` is false for an address that is no page of the app (a 404: no canonical or alternate links). */
  pageFor(pathname: string, found?: boolean): ShellPage
}

export type PageShellOptions = {
  publicBaseUrl?: URL | undefined
  /** A page's address → what its `<noscript>` holds instead of the notice: the page drawn for a browser without JavaScript (server/no-script/, decision 092). */
  noScriptBodies?: ReadonlyMap<string, string> | undefined
  /** The early steps' inline script (server/web/inline-scripts.ts), written first in a prerendered test page's head (decision 117). */
  earlySteps?: string | undefined
}

const charset = '<meta charset="utf-8" />'

/** The stylesheet a browser without JavaScript loads on a page with a `<noscript>` body (web/public/no-script.css). */
export const noScriptSheet = '<noscript><link rel="stylesheet" href="/no-script.css"></noscript>'

/** The id and attribute the web app's test flow reads (web/features/test-flow/test-api.ts). */
export const inlineDefinitionId = pageDataIds.testDefinition

/** Path (without a trailing slash) → prerendered file under the build folder. */
function readPrerendered(webRoot: string): Map<string, string> {
  const file = path.join(webRoot, 'prerendered', 'pages.json')
  if (!existsSync(file)) return new Map()
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).map(([address, page]) => [withoutTrailingSlash(address), page]))
}

const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** JSON that cannot end the script element it sits in, nor open a comment inside it. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')


/** The contact details the pages show: site.json's placeholders (in prerendered markup) and what is configured. */
export type PageContacts = { placeholders: SiteContent; configured: SiteContent }

type Contacts = Pick<SiteContent, 'contact' | 'socialLinks'>

/** Each placeholder text of prerendered markup with the configured text in its place, where they differ. */
export function contactReplacements({ placeholders, configured }: PageContacts): [string, string][] {
  const texts = ({ contact, socialLinks }: Contacts) => [contact.phone.display, contact.phone.tel, contact.whatsApp.display, contact.whatsApp.chatLink, contact.email, ...socialLinks.map((link) => link.url)]
  const [from, to] = [texts(placeholders), texts(configured)]
  return from.flatMap((text, i) => (text === to[i] ? [] : [[escapeAttribute(text), escapeAttribute(to[i]!)] as [string, string]]))
}

/**
 * The message catalogues a page of the route fetches in its language before it can draw (web/shared/i18n.ts):
 * the shell's, and the catalogue of each feature folder the route's modules belong to. Preloaded with
 * the code, so the page does not wait for the entry to run before asking for them. A key the build
 * has no chunk for (a feature without messages) is skipped by the manifest lookup.
 */
function cataloguesOf(modules: readonly string[], locale: Locale): string[] {
  const features = modules.flatMap((module) => /^features\/([a-z-]+)\//.exec(module)?.[1] ?? [])
  return [`locales/${locale}.po`, ...new Set(features.map((feature) => `features/${feature}/locales/${locale}.po`))]
}

/** A route whose address holds a value only a booking knows (a checkout's id, a payment's path): its addresses are unbounded. */
const holdsBookingValue = (route: Route): boolean => 'params' in route && Object.values(route.params).some((param) => 'example' in param)

export function createPageShell(webRoot: string, definitionsBySlug: ReadonlyMap<string, TestDefinition>, contacts?: PageContacts, options: PageShellOptions = {}): PageShell {
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  const replacements = contacts ? contactReplacements(contacts) : []
  const contactsBlock = contacts
    ? `<script type="application/json" id="${pageDataIds.siteContacts}">${jsonForScriptElement({ contact: contacts.configured.contact, socialLinks: contacts.configured.socialLinks })}</script>`
    : undefined
  const manifest = readManifest(webRoot)
  const prerendered = readPrerendered(webRoot)
  const entry = entryKey(manifest)
  const alreadyLoaded = entry ? staticClosure(manifest, entry) : new Set<string>()
  const cache = new Map<string, ShellPage>()

  function headFor(modules: readonly string[], locale: Locale): { sheets: string[]; scripts: string[] } {
    const keys = new Set<string>()
    for (const module of [appStartModule, ...modules, ...cataloguesOf(modules, locale)]) staticClosure(manifest, module, keys)
    const wanted = [...keys].filter((key) => !alreadyLoaded.has(key)).map((key) => manifest[key]!)
    const scripts = [...new Set(wanted.map((chunk) => chunk.file))].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    const sheets = [...new Set(wanted.flatMap((chunk) => chunk.css ?? []))].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`)
    return { sheets, scripts }
  }

  /**
   * The route's stylesheets just before the page's first script or module preload, beside
   * index.html's (tools/vite-styles-first.ts): the first paint of a prerendered page waits for
   * them and for nothing else, so they are asked for before the JavaScript that shares the
   * bandwidth (decision 106).
   */
  function withSheets(html: string, sheets: string[]): string {
    if (sheets.length === 0) return html
    const first = html.search(/<(script|link rel="modulepreload")\b/)
    const at = first < 0 ? html.indexOf('</head>') : first
    return `${html.slice(0, at)}${sheets.join('\n    ')}\n    ${html.slice(at)}`
  }

  function withConfiguredContacts(markup: string): string {
    return replacements.reduce((html, [placeholder, configured]) => html.split(placeholder).join(configured), markup)
  }

  type Variant = { key: string | undefined; modules: readonly string[]; definition: TestDefinition | undefined; pageFile: string | undefined; locale: Locale; links: string[]; noScript?: string | undefined; preview?: { of: PagePreview; place: PreviewPlace } | undefined }

  function build({ key, modules, definition, pageFile, locale, links, noScript, preview }: Variant): ShellPage {
    const cached = key === undefined ? undefined : cache.get(key)
    if (cached) return cached
    const { sheets, scripts } = headFor(modules, locale)
    const head = [...links, ...scripts]
    const base = withSheets(inLanguage(pageFile ? withConfiguredContacts(readFileSync(path.join(webRoot, pageFile), 'utf8')) : indexHtml, locale), sheets)
    let html = head.length > 0 ? base.replace('</head>', `    ${head.join('\n    ')}\n  </head>`) : base
    if (preview) html = withPreviewTags(html, preview.of, preview.place)
    if (noScript) {
      // Without scripts the page is its <noscript> body alone: the app's prerendered page in #root is hidden (decision 106).
      html = html.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${noScript}</noscript>`).replace('</head>', `  ${noScriptSheet}\n  </head>`)
    }
    if (contactsBlock) html = html.replace('</body>', `  ${contactsBlock}\n  </body>`)
    if (definition && pageFile && options.earlySteps) {
      // First in the head, before any stylesheet (an inline script after one would wait for it): its
      // listeners are there before anything can be pressed.
      const opening = html.includes(charset) ? charset : '<head>'
      html = html.replace(opening, () => `${opening}\n    ${options.earlySteps}`)
    }
    if (definition) {
      const inline = localiseDefinition(definition, locale)
      const block = `<script type="application/json" id="${inlineDefinitionId}" data-test-code="${escapeAttribute(definition.testCode)}">${jsonForScriptElement(inline)}</script>`
      html = html.replace('</body>', `  ${block}\n  </body>`)
    }
    if (key === undefined) return precompressed(html, 'fast')
    const page = precompressed(html)
    cache.set(key, page)
    return page
  }

  return {
    pageFor(pathname, found = true) {
      const { locale, path: routePath } = splitLocale(pathname)
      const match = matchRoute(routePath)
      found &&= match !== undefined
      const modules = match?.route.modules ?? []
      const definition = match?.route.id === 'test' ? definitionsBySlug.get(match.params.slug ?? '') : undefined
      const notFoundPage = !match ? prerendered.get(localisedPath(notFoundAddress, locale)) : undefined
      const pageFile = found ? prerendered.get(withoutTrailingSlash(pathname)) : notFoundPage
      const links = found && match ? addressLinks(routePath, locale, options.publicBaseUrl) : []
      const address = canonicalPath(routePath)
      // One variant per language and address of a page (bounded by the route table and the catalogue),
      // none kept for an address holding a booking's value; a 404 shares its language's page for its module set.
      const key = !found ? `${locale}:404:${pageFile ?? ''}:${modules.join(',')}` : match && holdsBookingValue(match.route) ? undefined : `${locale}:${address}`
      const noScript = found ? options.noScriptBodies?.get(withoutTrailingSlash(pathname)) : undefined
      // A page's link preview (Open Graph and Twitter card tags, decision 096); none for a 404.
      const preview = found && match ? { of: previewOf(match, locale, definition), place: { routePath, locale, publicBaseUrl: options.publicBaseUrl } } : undefined
      return build({ key, modules, definition, pageFile, locale, links, noScript, preview })
    },
  }
}
