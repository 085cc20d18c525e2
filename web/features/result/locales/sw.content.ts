/**
 * The result page's Kiswahili content (decision 063): services.json's Kiswahili texts, whose titles
 * name the result's "what to do next" links. Fetched with the result's Kiswahili messages
 * (web/shared/i18n.ts), so an English result page carries only the services' English records.
 */
import type { ContentTranslations } from '#schemas/generated/content-translations.ts'

export const content: ContentTranslations | undefined = import.meta.glob<ContentTranslations | undefined>('../../../../tests-catalog/services.json', {
  eager: true,
  import: 'translations',
  query: '?translations&lang.json',
})['../../../../tests-catalog/services.json']

export type ServiceTranslations = typeof content
