/**
 * The catalogue's Kiswahili content (decision 063): each test's card text in Kiswahili, built from
 * the test file's own translations by tools/vite-test-card-text.ts (five fields, `language` 'en'
 * and null fields for a test with no Kiswahili version). Fetched with the catalogue's Kiswahili
 * messages (web/shared/i18n.ts), so an English page carries none of it.
 */
import type { Locale } from '#schemas/locales.ts'

export const content = {
  language: import.meta.glob<Locale>('../../../../tests-catalog/tests/*.json', { eager: true, import: 'language', query: '?card-text-sw&lang.json' }),
  informalTitle: import.meta.glob<string | null>('../../../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?card-text-sw&lang.json' }),
  formalTitle: import.meta.glob<string | null>('../../../../tests-catalog/tests/*.json', { eager: true, import: 'formalTitle', query: '?card-text-sw&lang.json' }),
  description: import.meta.glob<string | null>('../../../../tests-catalog/tests/*.json', { eager: true, import: 'description', query: '?card-text-sw&lang.json' }),
  tooltip: import.meta.glob<string | null>('../../../../tests-catalog/tests/*.json', { eager: true, import: 'tooltip', query: '?card-text-sw&lang.json' }),
  duration: import.meta.glob<string | null>('../../../../tests-catalog/tests/*.json', { eager: true, import: 'duration', query: '?card-text-sw&lang.json' }),
}

export type SwahiliCardText = typeof content
