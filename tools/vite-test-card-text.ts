/**
 * A test file's card text in a language, at build time (issue 20; decision 063). Importing
 * `tests-catalog/tests/<slug>.json?card-text-sw&lang.json` gives, instead of the whole file, only
 * the fields a card, a link or a tab title shows (`cardTextFields`), each in Kiswahili when the
 * test has a Kiswahili version (its `translations.sw`, published or team), with `language: 'sw'`;
 * a test with none answers `language: 'en'` and each field null, as the English is the file's own
 * fields, which the pages already carry. So a Kiswahili page's catalogue, test titles and the
 * "only in English" notice carry a few short strings of each test, never its questions or its
 * other translations (the catalogue's per-field imports do the same for English:
 * web/features/catalogue/catalogue-index.ts).
 *
 * `?card-title-sw&lang.json` gives the title alone (`language` and `informalTitle`): a module
 * of its own, so what needs only titles (the tab titles and the "only in English" notice of a test
 * page) does not share a chunk with every test's description, which the catalogue's cards need.
 *
 * Runs before Vite's JSON plugin, which then serves the object's fields as named exports, as for
 * any JSON file (the `&lang.json` ending keeps the import a JSON one).
 */
import type { Plugin } from 'vite'

/** The card fields of a test, by name; each is also the JSON pointer of its text in the file (`/informalTitle`). */
export const cardTextFields = ['informalTitle', 'formalTitle', 'description', 'tooltip', 'duration'] as const

const cardTextQuery = /[?&]card-(text|title)-([a-z]{2})(?:&|$)/

type Translation = { published?: Record<string, string>; team?: Record<string, string> }
type TestFile = Record<string, unknown> & { translations?: Record<string, Translation> }

/**
 * The card text of a test file in `locale`: each field in that language, the English where one
 * is missing; for a test with no version in it, `language: 'en'` and every field null (the
 * English is the file's own fields: no copy of it is sent twice).
 */
export function cardText(test: TestFile, locale: string): Record<string, string | null> {
  const translation = locale === 'en' ? undefined : test.translations?.[locale]
  const texts: Record<string, string | undefined> = { ...translation?.team, ...translation?.published }
  const card: Record<string, string | null> = { language: translation ? locale : 'en' }
  for (const field of cardTextFields) {
    const english = test[field]
    card[field] = translation && typeof english === 'string' ? texts[`/${field}`] || english : null
  }
  return card
}

/** The title alone of a test file's card text in `locale` (`?card-title-sw`). */
export function cardTitle(test: TestFile, locale: string): Record<string, string | null> {
  const { language = null, informalTitle = null } = cardText(test, locale)
  return { language, informalTitle }
}

export function testCardText(): Plugin {
  return {
    name: 'test-card-text',
    enforce: 'pre',
    transform(code, id) {
      const [file, query = ''] = id.split('?')
      const [, part, locale] = cardTextQuery.exec(`?${query}`) ?? []
      if (!locale || !file?.endsWith('.json')) return undefined
      const test = JSON.parse(code) as TestFile
      return { code: JSON.stringify(part === 'title' ? cardTitle(test, locale) : cardText(test, locale)), map: null }
    },
  }
}
