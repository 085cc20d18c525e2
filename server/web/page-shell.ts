/**
 * The HTML page every screen starts from: the built index.html with, for the route asked for,
 * `<link rel="modulepreload">` and stylesheet links for the modules the route table
 * (schemas/routes.ts) names for it, found in Vite's build manifest by their source path (so its code
 * downloads alongside the entry), and on a test page the test's definition inlined as a JSON data
 * block (`<script type="application/json" id="test-definition">`, never executed), so the first
 * question needs no extra request. A page prerendered at build time (tools/vite-prerender.ts,
 * listed in `prerendered/pages.json`) is sent instead of the empty index.html, so its content
 * shows before any JavaScript runs. Every page carries the site's configured contact details as
 * a JSON data block (`#site-contacts`, schemas/page-data.ts) that the app reads, and a prerendered
 * page has site.json's placeholder contacts in its markup replaced by them, so SITE_* take effect
 * on a restart, without a rebuild (decision 053). Each variant is built and compressed once, then
 * served from memory; unknown paths share the plain page.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { TestDefinition } from '#schemas/index.ts'
import type { SiteContent } from '#schemas/generated/site.ts'
import { pageDataIds } from '#schemas/page-data.ts'
import { precompressed, type Precompressed } from '../plugins/compression.ts'
import { entryKey, readManifest, staticClosure } from './build-manifest.ts'
import { matchRoute } from '#schemas/routes.ts'


export type ShellPage = Precompressed

export type PageShell = { pageFor(pathname: string): ShellPage }

/** The id and attribute the web app's test flow reads (web/features/test-flow/test-api.ts). */
export const inlineDefinitionId = pageDataIds.testDefinition

/** Path (without a trailing slash) → prerendered file under the build folder. */
function readPrerendered(webRoot: string): Map<string, string> {
  const file = path.join(webRoot, 'prerendered', 'pages.json')
  if (!existsSync(file)) return new Map()
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>))
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
function contactReplacements({ placeholders, configured }: PageContacts): [string, string][] {
  const texts = ({ contact, socialLinks }: Contacts) => [contact.phone.display, contact.phone.tel, contact.whatsApp.display, contact.whatsApp.chatLink, contact.email, ...socialLinks.map((link) => link.url)]
  const [from, to] = [texts(placeholders), texts(configured)]
  return from.flatMap((text, i) => (text === to[i] ? [] : [[escapeAttribute(text), escapeAttribute(to[i]!)] as [string, string]]))
}

export function createPageShell(webRoot: string, definitionsBySlug: ReadonlyMap<string, TestDefinition>, contacts?: PageContacts): PageShell {
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

  function headFor(modules: readonly string[]): string[] {
    const keys = new Set<string>()
    for (const module of modules) staticClosure(manifest, module, keys)
    const wanted = [...keys].filter((key) => !alreadyLoaded.has(key)).map((key) => manifest[key]!)
    const scripts = [...new Set(wanted.map((chunk) => chunk.file))].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    const sheets = [...new Set(wanted.flatMap((chunk) => chunk.css ?? []))].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`)
    return [...sheets, ...scripts]
  }

  function withConfiguredContacts(markup: string): string {
    return replacements.reduce((html, [placeholder, configured]) => html.split(placeholder).join(configured), markup)
  }

  function build(key: string, modules: readonly string[], definition: TestDefinition | undefined, pageFile: string | undefined): ShellPage {
    const cached = cache.get(key)
    if (cached) return cached
    const head = headFor(modules)
    const base = pageFile ? withConfiguredContacts(readFileSync(path.join(webRoot, pageFile), 'utf8')) : indexHtml
    let html = head.length > 0 ? base.replace('</head>', `    ${head.join('\n    ')}\n  </head>`) : base
    if (contactsBlock) html = html.replace('</body>', `  ${contactsBlock}\n  </body>`)
    if (definition) {
      const block = `<script type="application/json" id="${inlineDefinitionId}" data-test-code="${escapeAttribute(definition.testCode)}">${jsonForScriptElement(definition)}</script>`
      html = html.replace('</body>', `  ${block}\n  </body>`)
    }
    const page = precompressed(html)
    cache.set(key, page)
    return page
  }

  return {
    pageFor(pathname) {
      const match = matchRoute(pathname)
      const modules = match?.route.modules ?? []
      const definition = match?.route.id === 'test' ? definitionsBySlug.get(match.params.slug ?? '') : undefined
      const pageFile = prerendered.get(withoutTrailingSlash(pathname))
      // One variant per prerendered page, per known test and per module set; any other path shares its module set's page.
      const key = pageFile ? `page:${pageFile}` : definition ? `test:${definition.routeSlug}` : `modules:${modules.join(',')}`
      return build(key, modules, definition, pageFile)
    },
  }
}
