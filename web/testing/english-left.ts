/**
 * Test support for the Kiswahili DOM tests (not part of the app bundle): which English interface
 * text is left on a screen drawn in another language. The English is read from the source
 * catalogues (`locales/en.po`) of the feature folders named, so every message the folder has is
 * checked, not a hand-picked few: each message's words between its placeholders (`{label} is
 * required.` gives 'is required.'), found as whole words in the screen's text and in its
 * `aria-label`, `title`, `placeholder` and `alt` attributes. Names, brands, numbers and values
 * that are not messages are not looked for.
 */
import { readFileSync } from 'node:fs'

/** The English messages of a source catalogue: each msgstr of en.po (English is the source, so it is the message). */
function englishMessages(catalogue: URL): string[] {
  const text = readFileSync(catalogue, 'utf8')
  return [...text.matchAll(/^msgid ".+"\nmsgstr (".*")$/gm)].map((match) => JSON.parse(match[1]!) as string).filter((message) => message !== '')
}

/** The literal words of a message, between its placeholders and tags, that are worth looking for. */
function fragments(message: string): string[] {
  return message
    .split(/\{[^}]*\}|<\/?\d+>/)
    .map((part) => part.trim().replace(/^[\s:,;.|()-]+/, ''))
    .filter((part) => /[A-Za-z]{2,}/.test(part))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern that finds the fragment as whole words. */
function wholeWords(fragment: string): RegExp {
  const start = /^\w/.test(fragment) ? '\\b' : ''
  const end = /\w$/.test(fragment) ? '\\b' : ''
  return new RegExp(`${start}${escape(fragment)}${end}`)
}

/** What a person sees or hears of an element: its text and its labelling attributes. */
export function shownText(root: Element = document.body): string {
  const attributes = [...root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  )
  return [root.textContent ?? '', ...attributes].join('\n')
}

/**
 * The English fragments of the named features' catalogues found in `text` (web/features/<name>;
 * 'shell' is web/locales). Empty when no English interface text of theirs is left.
 */
export function englishLeftIn(text: string, features: readonly string[]): string[] {
  const found = new Set<string>()
  for (const feature of features) {
    const catalogue = new URL(feature === 'shell' ? '../locales/en.po' : `../features/${feature}/locales/en.po`, import.meta.url)
    for (const message of englishMessages(catalogue)) {
      for (const fragment of fragments(message)) if (wholeWords(fragment).test(text)) found.add(fragment)
    }
  }
  return [...found]
}
