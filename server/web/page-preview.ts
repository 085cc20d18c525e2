/**
 * The link preview of a page (issue 21 item 4; decision 096): the Open Graph and Twitter card tags
 * a shared link is drawn from (WhatsApp, Facebook, X, Telegram, Slack all read them), put in the
 * head of every page the page shell sends, prerendered or not. The title and description are the
 * page's own: a test's informal title and description, a category's or a service's title and
 * description (in the page's language, from the catalogue), else the page's `<title>` and
 * description as the page already has them. The image is the category's preview image (a test
 * shows its category's) or the site's, a PNG the build draws (tools/vite-pictures.ts), named by an
 * absolute address under PUBLIC_BASE_URL, as previewers need (a path when it is not configured).
 * `og:locale` is en_KE or sw_KE, with the other as the alternate.
 *
 * The page's meta description becomes the page's own description too, so a search result says
 * what the page is.
 */
import { readFileSync } from 'node:fs'
import type { TestDefinition } from '#schemas/index.ts'
import { localisedPath, locales, type Locale } from '#schemas/locales.ts'
import { previewImagePath, previewImageSize } from '#schemas/pictures.ts'
import type { RouteMatch } from '#schemas/routes.ts'
import { localiseDefinition } from '#engine/index.ts'
import { canonicalPath } from './page-language.ts'

type Translatable = { translations?: { sw?: { team?: Record<string, string> } } }
type Item = { routeSlug: string; title: string; description: string }

const catalogue = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../tests-catalog/${file}`, import.meta.url), 'utf8')) as T
const categories = catalogue<Translatable & { categories: Item[] }>('categories.json')
const services = catalogue<Translatable & { services: Item[] }>('services.json')
const brand = catalogue<{ brand: { name: string } }>('site.json').brand.name

export const openGraphLocales: Record<Locale, string> = { en: 'en_KE', sw: 'sw_KE' }

/** What a page says of itself in a preview; what it leaves out comes from its `<title>` and meta description. */
export type PagePreview = { title?: string; description?: string; image: string }

/** The title and description of an item of a catalogue file, in `locale` where the file has it. */
function itemIn(file: Translatable, listKey: string, items: readonly Item[], slug: string, locale: Locale): PagePreview | undefined {
  const index = items.findIndex((item) => item.routeSlug === slug)
  if (index < 0) return undefined
  const team = locale === 'sw' ? file.translations?.sw?.team : undefined
  const item = items[index]!
  return { title: team?.[`/${listKey}/${index}/title`] ?? item.title, description: team?.[`/${listKey}/${index}/description`] ?? item.description, image: previewImagePath() }
}

/** What the page at a route says of itself: a test, a category or a service its own words and picture; any other page the site's picture. */
export function previewOf(match: RouteMatch | undefined, locale: Locale, definition: TestDefinition | undefined): PagePreview {
  const slug = match?.params.slug ?? ''
  if (match?.route.id === 'test' && definition) {
    const test = localiseDefinition(definition, locale)
    return { title: test.informalTitle, description: test.description, image: previewImagePath(definition.category) }
  }
  if (match?.route.id === 'category') {
    const found = itemIn(categories, 'categories', categories.categories, slug, locale)
    if (found) return { ...found, image: previewImagePath(slug) }
  }
  if (match?.route.id === 'service') return itemIn(services, 'services', services.services, slug, locale) ?? { image: previewImagePath() }
  return { image: previewImagePath() }
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** An address under the site's public base (a path when none is configured). */
const absolute = (base: URL | undefined, pathname: string): string => (base ? `${base.href.replace(/\/+$/, '')}${pathname}` : pathname)

export type PreviewPlace = { routePath: string; locale: Locale; publicBaseUrl: URL | undefined }

/** The page's HTML with its preview tags at the end of its head, and its own description as its meta description. */
export function withPreviewTags(html: string, preview: PagePreview, { routePath, locale, publicBaseUrl }: PreviewPlace): string {
  // The page's texts as its HTML holds them (already escaped), or the preview's own (escaped here).
  const title = preview.title !== undefined ? escapeText(preview.title) : (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? escapeText(brand))
  const description = preview.description !== undefined ? escapeText(preview.description) : /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
  const image = escapeText(absolute(publicBaseUrl, preview.image))
  const property = (name: string, content: string) => `<meta property="${name}" content="${content}">`
  const named = (name: string, content: string) => `<meta name="${name}" content="${content}">`
  const tags = [
    property('og:type', 'website'),
    property('og:site_name', escapeText(brand)),
    property('og:title', title),
    ...(description ? [property('og:description', description)] : []),
    property('og:url', escapeText(absolute(publicBaseUrl, localisedPath(canonicalPath(routePath), locale)))),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(previewImageSize.width)),
    property('og:image:height', String(previewImageSize.height)),
    property('og:locale', openGraphLocales[locale]),
    ...locales.filter((other) => other !== locale).map((other) => property('og:locale:alternate', openGraphLocales[other])),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    ...(description ? [named('twitter:description', description)] : []),
    named('twitter:image', image),
  ]
  const described = description && preview.description !== undefined ? html.replace(/(<meta name="description" content=")[^"]*(")/, (_all, open: string, close: string) => `${open}${description}${close}`) : html
  return described.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
}
