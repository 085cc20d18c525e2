/**
 * Test support for the Kiswahili DOM tests (issue 20, decision 062): a page drawn in Kiswahili
 * with the catalogues its route loads, English put back afterwards, and the English interface
 * words still on screen, read from the catalogues themselves, so a message that was left out of
 * a catalogue or never translated is caught by the test of the screen that shows it.
 */
import { readFileSync } from 'node:fs'
import { i18n } from '@lingui/core'
import { loadCatalogues } from '../shared/i18n.ts'

/** Draws the next renders in Kiswahili, with the shell's catalogue and the named features'. */
export async function inKiswahili(features: readonly string[] = []): Promise<void> {
  await loadCatalogues('sw', features)
}

/** Puts English back for the next test (the messages keep their English in tests). */
export function backToEnglish(): void {
  i18n.activate('en')
}

/** The English source of each message of a catalogue whose Kiswahili differs, without placeholders or markup. */
function englishMessages(poFile: string): string[] {
  const entries = readFileSync(poFile, 'utf8').split(/\n\n/)
  const english: string[] = []
  for (const entry of entries) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1]
    const translation = /^msgstr "(.*)"$/m.exec(entry)?.[1]
    if (!id || translation === undefined || id === translation) continue
    const text = JSON.parse(`"${id}"`) as string
    if (!/[{<]/.test(text) && text.length > 3) english.push(text)
  }
  return english
}

/**
 * The English interface messages (from the named `.po` catalogues' Kiswahili files, paths from the
 * repository root) found in `text`: none on a Kiswahili page. Words that are the same in both
 * languages (brand names) have the same Kiswahili and are never counted.
 */
export function englishLeftIn(text: string, poFiles: readonly string[]): string[] {
  const shown = text.replace(/\s+/g, ' ')
  return [...new Set(poFiles.flatMap(englishMessages))].filter((message) => shown.includes(message))
}

/** The shell's catalogue (web/locales/sw.po), the one every page draws. */
export const shellCatalogue = 'web/locales/sw.po'

/** A feature's catalogue: `featureCatalogue('premium')`. */
export function featureCatalogue(name: string): string {
  return `web/features/${name}/locales/sw.po`
}
