/**
 * Kiswahili pages in the browser (issue 20):
 * - `sw(english)`: a message's Kiswahili as the catalogues hold it (tools/po-messages.ts), so a
 *   journey clicks what a Swahili speaker reads without copying the translation into the spec (a
 *   message with no Kiswahili fails, naming it);
 * - `swTest(slug)`: a catalogue test as a Kiswahili page draws it (the engine's localiseDefinition);
 * - `englishOnPage(page)`: the English interface texts a page shows: every visible text, accessible
 *   name (aria-label, alt, title, placeholder) and the tab title is compared with the English of the
 *   site's messages; text inside an element that declares another language (`lang="en"`: the
 *   language switch, a test not yet in Kiswahili) is left out, as are names and brands, which are
 *   not messages.
 */
import type { Page } from 'playwright-core'
import { localiseDefinition } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { englishInterfaceTexts, siteMessages } from '../../tools/po-messages.ts'
import { catalogTest } from './journey.ts'

const messages = siteMessages()
const english = englishInterfaceTexts(messages)

/** The Kiswahili of an English message (its exact English, as the code writes it; placeholders as `{name}`). */
export function sw(englishMessage: string, values: Record<string, string | number> = {}): string {
  const found = messages.find((message) => message.english === englishMessage)
  if (!found?.kiswahili) throw new Error(`No Kiswahili in the catalogues for "${englishMessage}"`)
  return found.kiswahili.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A catalogue test as its Kiswahili page draws it (English where the test has no Kiswahili version). */
export function swTest(slug: string) {
  return localiseDefinition(catalogTest(slug) as unknown as TestDefinition, 'sw')
}

/** The slugs of the catalogue tests with a Kiswahili version. */
export function testsInKiswahili(slugs: Iterable<string>): string[] {
  return [...slugs].filter((slug) => swTest(slug).language === 'sw')
}

/** What a page shows and says: each visible element's own text, its accessible-name attributes, and the tab title. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = document.title.split(' | ')
    const inOtherLanguage = (element: Element) => {
      const declared = element.closest('[lang]')?.getAttribute('lang') ?? ''
      return declared !== '' && !declared.startsWith('sw')
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName) || inOtherLanguage(element)) continue
      if (element instanceof HTMLElement && !element.checkVisibility()) continue
      const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join(' ')
      if (own.trim()) texts.push(own)
      // A short run of text split over a few elements ('Book <strong>now</strong>'), unless part of it declares another language.
      if (element instanceof HTMLElement && element.innerText && element.children.length > 0 && element.children.length < 6 && !element.querySelector('[lang]:not([lang^="sw"])')) texts.push(element.innerText)
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean)
  })
}

/** The English interface texts the page shows, each with where it is (empty on a page wholly in Kiswahili). */
export async function englishOnPage(page: Page): Promise<string[]> {
  const found = new Set<string>()
  for (const text of await shownTexts(page)) {
    if (english.whole.has(text)) found.add(text)
    for (const phrase of english.phrases) if (text.includes(phrase)) found.add(phrase)
  }
  return [...found]
}
