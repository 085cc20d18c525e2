/**
 * The site's content files (tests-catalog/site.json, categories.json, services.json,
 * wellness-packages.json) in a language (issue 20; decision 062). Like a test file, each carries
 * its Kiswahili under `/translations/sw/team`, keyed by the JSON pointer of the English string it
 * replaces (schemas/content-translations.schema.json), so the words live beside what they
 * translate and one rule covers tests and content alike.
 *
 * Which strings are visible is decided here, once: every string but those under `fixedKeys` (ids,
 * addresses, images, links, search keywords, names) and the `fixedPointers` (brand and proper
 * names). content-translations.test.ts holds each file to it: a file that declares a language
 * gives every visible string in it, and names no other. Pure: nothing given is changed.
 */
import type { ContentTranslations } from '#schemas/generated/content-translations.ts'
import { defaultLocale, type Locale } from '#schemas/locales.ts'

/** Translated strings by JSON pointer (one language's `team`). */
export type TranslatedTexts = Readonly<Record<string, string>>

/** Keys whose strings are never shown as words to translate (ids, links, images, numbers, dates, keywords, people's names). */
const fixedKeys = new Set([
  '$schema', 'id', 'packageId', 'routeSlug', 'imageSrc', 'image', 'icon', 'link', 'buttonLink', 'bookingLink',
  'url', 'tel', 'display', 'chatLink', 'email', 'network', 'audienceSex', 'keyWords', 'author', 'translations', 'launchDate',
])

/** Strings that are names in every language (brand, assistant, street address, packages, insurers); `*` is any array index. */
const fixedPointers = [/^\/brand\/(name|parentCompany)$/, /^\/assistant\/name$/, /^\/contact\/address$/, /^\/packages\/\d+\/name$/, /^\/acceptedInsurers\/\d+\/name$/]

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/** Every visible string of a content value, by its JSON pointer (from `base`, the value's own pointer in its file). */
export function visibleContentStrings(value: unknown, base = ''): { pointer: string; text: string }[] {
  if (typeof value === 'string') return fixedPointers.some((pattern) => pattern.test(base)) ? [] : [{ pointer: base, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => visibleContentStrings(item, `${base}/${index}`))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => (fixedKeys.has(key) ? [] : visibleContentStrings(child, `${base}/${escapeSegment(key)}`)))
}

/**
 * `value` (found at `base` in its file) with each visible string whose pointer `texts` names
 * replaced by that text; any other string stays English. Without texts, `value` itself.
 */
export function localiseContent<T>(value: T, texts: TranslatedTexts | undefined, base = ''): T {
  if (!texts) return value
  if (typeof value === 'string') return (texts[base] ?? value) as T
  if (Array.isArray(value)) return value.map((item, index) => localiseContent(item, texts, `${base}/${index}`)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, fixedKeys.has(key) ? child : localiseContent(child, texts, `${base}/${escapeSegment(key)}`)]),
  ) as T
}

/** The texts a content file gives for `locale` (none for English, or for a language it does not declare). */
export function contentTexts(translations: ContentTranslations | undefined, locale: Locale): TranslatedTexts | undefined {
  return locale === defaultLocale ? undefined : translations?.[locale as Exclude<Locale, 'en'>]?.team
}

/**
 * A whole content file in `locale`, without its translations (a page needs only its own
 * language). For files a page's own chunk carries (categories, services, wellness packages):
 * `localisedFile(categoriesFile, activeLocale()).categories`.
 */
export function localisedFile<T extends { translations?: ContentTranslations }>(file: T, locale: Locale): Omit<T, 'translations'> {
  const { translations, ...rest } = file
  return localiseContent(rest, contentTexts(translations, locale))
}
