/**
 * The Kiswahili words web/shared/site-text.ts draws on a Kiswahili page, in one module fetched
 * with the shell's catalogue: site.json's translations and the card words (description, duration)
 * of the five tests the home page lists (tools/vite-test-card-text.ts). One module, so the server's
 * page shell can preload it with a Kiswahili page's code (server/web/page-shell.ts) instead of the
 * entry asking for six files once it runs; an English page never loads it.
 */
import type { ContentTranslations } from '#schemas/generated/content-translations.ts'

/** A test's card words as tools/vite-test-card-text.ts gives them: Kiswahili when `language` says so. */
export type CardText = { language: string; description?: string; duration?: string }

/** site.json's `translations`. */
export const siteTranslations = Object.values(
  import.meta.glob<ContentTranslations | undefined>('../../tests-catalog/site.json', { import: 'translations', query: '?translations&lang.json', eager: true }),
)[0]

/** The popular tests' card words, by file. Only these words, never their questions (decision 063's build-time card text). */
export const popularTestCards = import.meta.glob<CardText>('../../tests-catalog/tests/{burnout,depression,diabetes-risk,hypertension-risk,sti-risk}.json', {
  import: 'default',
  query: '?card-text-sw&lang.json',
  eager: true,
})
