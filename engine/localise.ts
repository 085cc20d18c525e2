/**
 * A test definition in a language: `localiseDefinition(definition, 'sw')` answers the same test
 * with every visible string (engine/visible-strings.ts) replaced by its Kiswahili text, and
 * nothing else changed: ids, scores, jumps, conditions, flags' rules, tones and bands' limits stay
 * as they are, so a score cannot differ between the languages (engine/localise.property.test.ts
 * proves it over every bilingual test). Pure: the definition given is not changed.
 */
import type { TestDefinition, Translation } from '#schemas/index.ts'
import { defaultLocale, locales, type Locale } from '#schemas/locales.ts'
import { visibleStrings } from './visible-strings.ts'

export type LocalisedDefinition = TestDefinition & { language: Locale }

/** The languages a test file may carry translations for: every site language but English. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>
export const translatedLocales = locales.filter((locale): locale is TranslatedLocale => locale !== defaultLocale)

/** The translated texts of one language, published and team together, by pointer. */
export function translatedTexts(translation: Translation | undefined): Record<string, string> {
  return { ...translation?.team, ...translation?.published }
}

/** The languages the test can be taken in: English, and each language it declares under /translations. */
export function availableLocales(definition: TestDefinition): Locale[] {
  return [defaultLocale, ...translatedLocales.filter((locale) => definition.translations?.[locale] !== undefined)]
}

function segments(pointer: string): string[] {
  return pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** Sets the string at a pointer in a structured copy (the pointer names an existing string). */
function setAt(root: unknown, pointer: string, text: string): void {
  const parts = segments(pointer)
  let node = root as Record<string, unknown>
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>
  node[parts[parts.length - 1]!] = text
}

/**
 * The definition in `locale`: its visible text in that language when the test declares it,
 * else in English; `language` says which. The translations themselves are left out (a page needs
 * only its own language). A visible string with no translation stays in English; the catalogue
 * check refuses such a test, so it happens only for a definition that was never checked.
 */
export function localiseDefinition(definition: TestDefinition, locale: Locale): LocalisedDefinition {
  const { translations, language: _language, ...rest } = definition
  const localised = JSON.parse(JSON.stringify(rest)) as LocalisedDefinition
  const translation = locale === defaultLocale ? undefined : translations?.[locale as TranslatedLocale]
  localised.language = translation ? locale : defaultLocale
  if (!translation) return localised
  const texts = translatedTexts(translation)
  for (const { pointer } of visibleStrings(definition)) {
    const text = texts[pointer]
    if (text !== undefined) setAt(localised, pointer, text)
  }
  return localised
}
