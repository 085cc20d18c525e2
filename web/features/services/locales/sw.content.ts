/**
 * The service pages' Kiswahili content (decision 063): services.json's Kiswahili texts. Fetched
 * with the services' Kiswahili messages (web/shared/i18n.ts), so an English page, and every other
 * route that names services (the result, the booking forms), carries only the English records.
 */
import type { ContentTranslations } from '#schemas/generated/content-translations.ts'

export const content: ContentTranslations | undefined = import.meta.glob<ContentTranslations | undefined>('../../../../tests-catalog/services.json', {
  eager: true,
  import: 'translations',
  query: '?translations&lang.json',
})['../../../../tests-catalog/services.json']

export type ServiceTranslations = typeof content
