/**
 * The page's language in the browser (issue 20; decision 056). A page has one language for its
 * whole life: the address says which (`/sw/...` is Kiswahili; schemas/locales.ts) and the language
 * switch is a link to the other address, so Lingui's global `i18n` is activated once, before the
 * first render, and never changes under a mounted page.
 *
 * Only the active language's messages are fetched, and only the catalogues a page draws: the shell
 * (`web/locales/`: navigation, footer, home, offline page, assistant, shared pieces) before the
 * first render, and a feature's own catalogue (`web/features/<name>/locales/`) with the route that
 * shows it (web/app/route-pages.tsx). The `.po` files are compiled by @lingui/vite-plugin at build
 * time. English needs no catalogue: the code keeps each message's English text (compiled in a
 * production build, decision 108), so an English page fetches none.
 */
import { i18n, type Messages } from '@lingui/core'
import { intlLocaleOf, localisedPath, splitLocale, type Locale } from '#schemas/locales.ts'
import { loadHomeSiteTexts, loadSiteTexts } from './site-text.ts'

export { i18n }

type CatalogueModule = { messages: Messages }

// English, the source language, has no catalogue to fetch: its messages are in the code, compiled
// at build time (tools/lingui-source-messages.ts, decision 108), and i18n._() falls back to them.
const shellCatalogues = import.meta.glob<CatalogueModule>(['../locales/*.po', '!../locales/en.po'])
const featureCatalogues = import.meta.glob<CatalogueModule>(['../features/*/locales/*.po', '!../features/*/locales/en.po'])

/** The catalogue file of a feature folder (`'booking'`) or of the shell (`'shell'`) in a language. */
function catalogueImporter(name: string, locale: Locale): (() => Promise<CatalogueModule>) | undefined {
  return name === 'shell' ? shellCatalogues[`../locales/${locale}.po`] : featureCatalogues[`../features/${name}/locales/${locale}.po`]
}

/**
 * A feature's words in a language that are content, not messages (decision 063): the module
 * `web/features/<name>/locales/<locale>.content.ts`, exporting `content`, is fetched with the
 * feature's catalogue of that language, so a page of another language carries none of it.
 */
type ContentModule = { content: unknown }
const featureContents = import.meta.glob<ContentModule>('../features/*/locales/*.content.ts')
const contents = new Map<string, unknown>()

/** The content a feature's catalogue load brought for `locale` (undefined when the feature has none or it is not loaded). */
export function featureContent<T>(feature: string, locale: Locale): T | undefined {
  return contents.get(`${locale}:${feature}`) as T | undefined
}

const loaded = new Map<string, Promise<void>>()

/** Runs `load` once for `key`; a failed load is forgotten, so the next call tries again. */
function once(key: string, load: () => Promise<unknown> | undefined): Promise<void> {
  let loading = loaded.get(key)
  if (!loading) {
    loading = Promise.resolve(load()).then(() => undefined)
    loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

/**
 * Loads the shell's catalogue and the named features' catalogues of `locale` (each once), with
 * their content, then makes `locale` the active language. A feature without messages of its own
 * has no catalogue and is skipped (`'home'`: its messages ride in the shell's, its content is
 * site.json's home page words). A feature named in `messagesOnly` gets its messages alone: its
 * content waits for a later load that names it (a screen drawn after the page's first).
 */
export async function loadCatalogues(locale: Locale, features: readonly string[] = [], messagesOnly: readonly string[] = []): Promise<void> {
  await Promise.all([
    // The shell's content words (site.json's banner, assistant and legal dates; decision 062) come with its
    // messages; the home page's own words with the feature 'home' (its messages are the shell's).
    loadSiteTexts(locale),
    features.includes('home') ? loadHomeSiteTexts(locale) : undefined,
    ...['shell', ...features].flatMap((name) => {
      const key = `${locale}:${name}`
      const messages = once(key, () => catalogueImporter(name, locale)?.().then(({ messages }) => i18n.load(locale, messages)))
      if (messagesOnly.includes(name)) return [messages]
      const contentImporter = featureContents[`../features/${name}/locales/${locale}.content.ts`]
      return [messages, once(`${key}:content`, () => contentImporter?.().then(({ content }) => void contents.set(key, content)))]
    }),
  ])
  // English has no catalogue to load (its messages are in the code): an empty one marks it loaded.
  if (i18n.locale !== locale) {
    i18n.load(locale, {})
    i18n.activate(locale)
  }
}

/**
 * Every feature folder with a catalogue, for the prerender: it draws the pages of every route, in
 * both languages, in one process, where a lazy route fetches its catalogues only the first time
 * it loads (in the browser a page has one language, so a route's own load is enough).
 */
export function cataloguedFeatures(): string[] {
  return [...new Set(Object.keys(featureCatalogues).map((file) => file.split('/')[2]!))]
}

/** The route's modules and the catalogues of the features it draws, fetched side by side (`messagesOnly`: as loadCatalogues). */
export async function withCatalogues<T>(features: readonly string[], modules: Promise<T>, messagesOnly: readonly string[] = []): Promise<T> {
  const [loadedModules] = await Promise.all([modules, loadCatalogues(activeLocale(), features, messagesOnly)])
  return loadedModules
}

/** The language the page is drawn in (English before any is activated). */
export function activeLocale(): Locale {
  return i18n.locale === 'sw' ? 'sw' : 'en'
}

/** The language the browser's current address asks for. */
export function addressLocale(): Locale {
  return typeof location === 'undefined' ? 'en' : splitLocale(location.pathname).locale
}

/** A site path (route-table form, with any query) in the page's language, for links outside the router. */
export function pagePath(path: string): string {
  return localisedPath(path, activeLocale())
}

/** The Intl tag for dates, times and shillings in the page's language (en-KE or sw-KE). */
export function intlLocale(): string {
  return intlLocaleOf[activeLocale()]
}

/** The router's basename for the page's language: '/sw' on Kiswahili pages, none on English ones. */
export function routerBasename(locale: Locale = activeLocale()): string | undefined {
  return locale === 'en' ? undefined : `/${locale}`
}
