/**
 * Removes a PDF's document metadata without a PDF library, by overwriting bytes with spaces so
 * every byte offset (and so the cross-reference table) stays valid:
 * - the document information dictionary (every `/Info n g R` of a trailer or cross-reference
 *   stream, and a direct `/Info << ... >>`): its entries (Title, Author, Creator, Producer,
 *   dates, custom keys) are blanked, leaving an empty dictionary;
 * - XMP: every `/Metadata n g R` reference is blanked, and the data of every stream whose
 *   dictionary says `/Type /Metadata` (or that such a reference named) is blanked.
 * Not reached: objects stored compressed inside object streams (PDF 1.5+), strings an Info entry
 * refers to indirectly, and metadata inside embedded images or fonts. The page content is not
 * touched.
 */
const space = 0x20

type Range = { start: number; end: number }

/** The range of the dictionary that opens at `start` ('<<'), through its closing '>>'. */
export function dictionaryAt(text: string, start: number): Range | undefined {
  if (!text.startsWith('<<', start)) return undefined
  let depth = 0
  let i = start
  while (i < text.length) {
    const char = text[i]
    if (text.startsWith('<<', i)) {
      depth++
      i += 2
    } else if (text.startsWith('>>', i)) {
      depth--
      i += 2
      if (depth === 0) return { start, end: i }
    } else if (char === '(') {
      i = literalStringEnd(text, i)
    } else if (char === '<') {
      const close = text.indexOf('>', i)
      if (close < 0) return undefined
      i = close + 1
    } else if (char === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++
    } else {
      i++
    }
  }
  return undefined
}

function literalStringEnd(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (char === '\\') i++
    else if (char === '(') depth++
    else if (char === ')' && --depth === 0) return i + 1
  }
  return text.length
}

function blank(out: Buffer, range: Range): void {
  out.fill(space, range.start, range.end)
}

/** The position right after each `n g obj` whose object number and generation are in `ids`. */
function objectsNamed(text: string, ids: Set<string>): number[] {
  const positions: number[] = []
  for (const match of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\b/g)) {
    if (ids.has(`${match[1]} ${match[2]}`)) positions.push(match.index + match[0].length)
  }
  return positions
}

function dictionaryAfter(text: string, position: number): Range | undefined {
  const offset = text.slice(position, position + 64).search(/\S/)
  return offset < 0 ? undefined : dictionaryAt(text, position + offset)
}

/** The data of the stream that follows a dictionary ending at `dictEnd`, if one does. */
function streamDataAfter(text: string, dictEnd: number): Range | undefined {
  const match = /^\s*stream(\r\n|\n|\r)/.exec(text.slice(dictEnd, dictEnd + 64))
  if (!match) return undefined
  const start = dictEnd + match[0].length
  const end = text.indexOf('endstream', start)
  return end < 0 ? undefined : { start, end }
}

export function stripPdfMetadata(bytes: Uint8Array): Buffer {
  const out = Buffer.from(bytes)
  const text = out.toString('latin1')

  const infoIds = new Set<string>()
  for (const match of text.matchAll(/\/Info\s+(\d+)\s+(\d+)\s+R\b/g)) infoIds.add(`${match[1]} ${match[2]}`)
  for (const match of text.matchAll(/\/Info\s*(?=<<)/g)) {
    const dictionary = dictionaryAt(text, match.index + match[0].length)
    if (dictionary) blank(out, { start: dictionary.start + 2, end: dictionary.end - 2 })
  }
  for (const position of objectsNamed(text, infoIds)) {
    const dictionary = dictionaryAfter(text, position)
    if (dictionary) blank(out, { start: dictionary.start + 2, end: dictionary.end - 2 })
  }

  const metadataIds = new Set<string>()
  for (const match of text.matchAll(/\/Metadata\s+(\d+)\s+(\d+)\s+R\b/g)) {
    metadataIds.add(`${match[1]} ${match[2]}`)
    blank(out, { start: match.index, end: match.index + match[0].length })
  }
  for (const match of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\b/g)) {
    const dictionary = dictionaryAfter(text, match.index + match[0].length)
    if (!dictionary) continue
    const isMetadata =
      metadataIds.has(`${match[1]} ${match[2]}`) || /\/Type\s*\/Metadata\b/.test(text.slice(dictionary.start, dictionary.end))
    const data = isMetadata ? streamDataAfter(text, dictionary.end) : undefined
    if (data) blank(out, data)
  }
  return out
}
