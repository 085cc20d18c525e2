/**
 * The site's messages as its `.po` catalogues hold them (issue 20): each English message with
 * its Kiswahili translation, for the checks that look for English interface text on a Kiswahili
 * page (e2e/sw-crawl.spec.ts, stories/stories.dom.test.tsx). Reads the files as they are on disk;
 * the catalogues test (tools/message-catalogues.test.ts) keeps them up to date with the code.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// import.meta.dirname, not import.meta.url: a jsdom test (the stories) sees a URL that is not a file's.
const root = path.resolve(import.meta.dirname, '..')

export type PoMessage = { english: string; kiswahili: string; catalogue: string }

/** The value of a `.po` string, its quoted lines joined and its escapes read. */
function poString(quoted: string[]): string {
  return quoted.map((line) => JSON.parse(line) as string).join('')
}

/** The entries of one `.po` file: msgid and msgstr, the header left out. */
export function parsePo(text: string, catalogue: string): { id: string; translation: string; catalogue: string }[] {
  const entries: { id: string; translation: string; catalogue: string }[] = []
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'))
    const fields: Record<string, string[]> = {}
    let current: string | undefined
    for (const line of lines) {
      const start = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line)
      if (start) fields[(current = start[1]!)] = [start[2]!]
      else if (current && /^".*"$/.test(line)) fields[current]!.push(line)
    }
    if (!fields.msgid) continue
    const id = poString(fields.msgid)
    if (id) entries.push({ id, translation: fields.msgstr ? poString(fields.msgstr) : '', catalogue })
  }
  return entries
}

/** The site's catalogues: the web app's (web/locales/, web/features/<name>/locales/) and the server's (mails, receipts, replies, errors). */
function catalogueFolders(): string[] {
  return ['web', 'server']
    .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file.split(path.sep).join('/')}`))
    .filter((file) => /\/locales\/sw\.po$/.test(file))
    .map((file) => path.posix.dirname(file))
    .sort()
}

/**
 * Every message of the site's catalogues: its English (the source message, from `en.po`) and
 * its Kiswahili (from `sw.po`). Messages with an explicit id take their English from `en.po`'s msgstr.
 */
export function siteMessages(): PoMessage[] {
  return catalogueFolders().flatMap((folder) => {
    const en = parsePo(readFileSync(path.join(root, folder, 'en.po'), 'utf8'), folder)
    const sw = new Map(parsePo(readFileSync(path.join(root, folder, 'sw.po'), 'utf8'), folder).map((entry) => [entry.id, entry.translation]))
    return en.map((entry) => ({ english: entry.translation || entry.id, kiswahili: sw.get(entry.id) ?? '', catalogue: folder }))
  })
}

/**
 * The English interface texts a Kiswahili page must not show: messages whose Kiswahili differs
 * from the English (a name, a number or a word both languages share is not English left behind),
 * with at least two letters; ICU placeholders (`{name}`) and Trans tags (`<0>`) split a message
 * into its literal parts. `phrases` are the parts of three words or more, English even inside a
 * longer text; a shorter part (`Next`, `Book now`) is English only as a whole text of its own.
 */
export function englishInterfaceTexts(messages: PoMessage[] = siteMessages()): { whole: Set<string>; phrases: string[] } {
  const texts = new Set<string>()
  for (const message of messages) {
    if (!message.kiswahili || message.kiswahili.trim() === message.english.trim()) continue
    for (const part of message.english.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)) {
      const text = part.replace(/\s+/g, ' ').trim()
      if (/[A-Za-z]{2}/.test(text)) texts.add(text)
    }
  }
  return { whole: texts, phrases: [...texts].filter((text) => text.split(' ').length >= 3) }
}
