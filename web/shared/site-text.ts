/**
 * The words of tests-catalog/site.json (the home page, the banner, the legal dates, the social
 * links' names) in the page's language (issue 20; decision 062). English comes with the code, as
 * before; the Kiswahili (the file's `/translations/sw/team`, by JSON pointer) is fetched only on a
 * Kiswahili page, in two parts (tools/vite-site-words.ts): every page's few words with the shell's
 * message catalogue, before the first render (web/shared/i18n.ts), and the home page's own words
 * only where the home page's are asked for (the feature `'home'` of loadCatalogues: the home page
 * and the Premium page). An English page carries none of it. The popular tests the home page lists
 * bring their own Kiswahili description and duration from their test files with the home page's
 * words (only those words: tools/vite-test-card-text.ts).
 */
import type { ContentTranslations } from '#schemas/generated/content-translations.ts'
import type { Locale } from '#schemas/locales.ts'
import { assistant, brand, home, legal, socialLinks } from '../../tests-catalog/site.json'
import { contentTexts, localiseContent, type TranslatedTexts } from './content-translations.ts'
import { activeLocale } from './i18n.ts'

/** A test's card words as tools/vite-test-card-text.ts gives them: Kiswahili when `language` says so. */
type CardText = { language: string; description?: string; duration?: string }

const everyPageWords = import.meta.glob<ContentTranslations | undefined>('../../tests-catalog/site.json', { import: 'translations', query: '?site-words-shell&lang.json' })
const homePageWords = import.meta.glob<ContentTranslations | undefined>('../../tests-catalog/site.json', { import: 'translations', query: '?site-words-home&lang.json' })
// Only the card words of the five tests, never their questions (decision 063's build-time card text).
const popularTestCardsInKiswahili = import.meta.glob<CardText>('../../tests-catalog/tests/{burnout,depression,diabetes-risk,hypertension-risk,sti-risk}.json', {
  import: 'default',
  query: '?card-text-sw&lang.json',
})

const loadedSite = new Map<Locale, TranslatedTexts | undefined>()
const everyPageWordsLoaded = new Set<Locale>()
const loadedTests = new Map<Locale, ReadonlyMap<string, TranslatedTexts>>()
/** What inLanguage made, by language and pointer. */
const memo = new Map<string, unknown>()

/** A test's card words in Kiswahili by pointer ('/description'), none when the test has no Kiswahili version. */
function kiswahiliCardTexts(card: CardText): TranslatedTexts {
  if (card.language !== 'sw') return {}
  return Object.fromEntries(Object.entries({ '/description': card.description, '/duration': card.duration }).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

/** Adds texts of `locale` to what the pages read, and forgets what was read before them. */
function addSiteTexts(locale: Locale, texts: TranslatedTexts | undefined) {
  loadedSite.set(locale, { ...loadedSite.get(locale), ...texts })
  for (const key of memo.keys()) if (key.startsWith(`${locale}/`)) memo.delete(key)
}

/** Fetches the words of site.json every page shows, in `locale` (once; nothing for English). */
export async function loadSiteTexts(locale: Locale): Promise<void> {
  if (locale === 'en' || everyPageWordsLoaded.has(locale)) return
  addSiteTexts(locale, contentTexts(await Object.values(everyPageWords)[0]!(), locale))
  everyPageWordsLoaded.add(locale)
}

/** Fetches the home page's own words of site.json and the popular tests' card texts, in `locale` (once; nothing for English). */
export async function loadHomeSiteTexts(locale: Locale): Promise<void> {
  if (homeSiteTextsLoaded(locale)) return
  const [translations, tests] = await Promise.all([
    Object.values(homePageWords)[0]!(),
    Promise.all(
      Object.entries(popularTestCardsInKiswahili).map(async ([file, load]) => [file.replace(/^.*\//, '').replace(/\.json$/, ''), kiswahiliCardTexts(await load())] as const),
    ),
  ])
  addSiteTexts(locale, contentTexts(translations, locale))
  loadedTests.set(locale, new Map(tests))
}

/** Whether the home page's words are here in `locale` (English always is). */
export function homeSiteTextsLoaded(locale: Locale): boolean {
  return locale === 'en' || loadedTests.has(locale)
}

/** The part of site.json at `pointer` in the page's language (English where no text is loaded). */
function inLanguage<T>(value: T, pointer: string): T {
  const locale = activeLocale()
  const texts = loadedSite.get(locale)
  if (!texts) return value
  const key = `${locale}${pointer}`
  if (!memo.has(key)) memo.set(key, localiseContent(value, texts, pointer))
  return memo.get(key) as T
}

/** site.json's home page content in the page's language. */
export function siteHome(): typeof home {
  return inLanguage(home, '/home')
}

/** site.json's assistant words (its prompt bubble and message-box placeholder; its name stays) in the page's language. */
export function siteAssistant(): typeof assistant {
  return inLanguage(assistant, '/assistant')
}

/** site.json's legal dates in the page's language ('September 2024', 'Septemba 2024'). */
export function siteLegal(): typeof legal {
  return inLanguage(legal, '/legal')
}

/** The brand's tagline in the page's language ('Live. Love. Be Limitless'). */
export function siteTagline(): string {
  return inLanguage(brand, '/brand').tagline
}

/** The name a social link shows in the page's language: site.json's, translated, for a link the site lists as site.json does; the configured label otherwise. */
export function socialLinkLabel(link: { network: string; label: string }): string {
  const listed = inLanguage(socialLinks, '/socialLinks')
  const index = socialLinks.findIndex((known) => known.network === link.network && known.label === link.label)
  return index === -1 ? link.label : listed[index]!.label
}

/** A popular test's visible text at `pointer` ('/description', '/duration') in the page's language, or `english`. */
export function popularTestText(routeSlug: string, pointer: string, english: string | undefined): string | undefined {
  return loadedTests.get(activeLocale())?.get(routeSlug)?.[pointer] ?? english
}
