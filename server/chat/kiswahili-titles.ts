/**
 * A test's title in Kiswahili, for the assistant's buttons in a Kiswahili reply (issue 20): the
 * informal title the catalogue shows, else the formal one, from the test file's own translations
 * (`translations.sw`, published and team together, as the engine's localiseDefinition reads them).
 * Undefined for a test available in English only: the assistant still suggests it and says so.
 */
import type { TestDefinition } from '#schemas/index.ts'

function kiswahiliTexts(test: Pick<TestDefinition, 'translations'>): Record<string, string> {
  const sw = test.translations?.sw
  return { ...sw?.team, ...sw?.published }
}

export function kiswahiliTitle(test: Pick<TestDefinition, 'translations'>): string | undefined {
  const texts = kiswahiliTexts(test)
  return texts['/informalTitle'] ?? texts['/formalTitle']
}

/** The words of a test's Kiswahili card (titles and description) for retrieval; empty for a test in English only. */
export function kiswahiliCardText(test: Pick<TestDefinition, 'translations'>): string {
  const texts = kiswahiliTexts(test)
  return [texts['/informalTitle'], texts['/formalTitle'], texts['/description']].filter((text) => text !== undefined).join(' ')
}
