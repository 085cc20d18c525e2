/**
 * Finds active content in a PDF: JavaScript, actions that run on opening or on events, launching
 * programs, opening other files, submitting forms, XFA forms, rich media and attached files. An
 * insurance card scan needs none of these, so such a PDF is refused rather than rebuilt
 * (docs/decisions/032-forged-notifications-and-uploads.md). Names are compared after decoding
 * their #xx escapes (/J#53 is /JS), and streams compressed with Flate are decompressed and
 * searched too (objects hidden in a compressed object stream). An object stream that cannot be
 * decompressed, or more decompressed data than the budget, counts as active: what cannot be
 * inspected is not accepted.
 */
import { inflateSync } from 'node:zlib'

export const activeNames: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
])

/** Decompressed bytes inspected per file at most (a 5 MB upload can hold a decompression bomb). */
const inflateBudget = 64 * 1024 * 1024

// A name: '/' then regular characters (not white space or a delimiter).
const namePattern = /\/([^\s()<>[\]{}/%]*)/g

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The first active name in the text, if any. */
function activeNameIn(text: string): string | undefined {
  for (const match of text.matchAll(namePattern)) {
    const name = decodeName(match[1] ?? '')
    if (activeNames.has(name)) return name
  }
  return undefined
}

type Stream = { dictionary: string; data: Buffer }

function streamsOf(bytes: Buffer, text: string): Stream[] {
  const streams: Stream[] = []
  for (const match of text.matchAll(/stream(\r\n|\n|\r)/g)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) break
    const dictionaryStart = text.lastIndexOf('obj', match.index)
    streams.push({ dictionary: text.slice(dictionaryStart < 0 ? 0 : dictionaryStart, match.index), data: bytes.subarray(start, end) })
  }
  return streams
}

/** The reason a PDF counts as active ('/JS', 'an object stream that cannot be read', ...), or undefined when it has none. */
export function pdfActiveContent(bytes: Uint8Array): string | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const text = buffer.toString('latin1')
  const plain = activeNameIn(text)
  if (plain) return `/${plain}`
  let budget = inflateBudget
  for (const stream of streamsOf(buffer, text)) {
    const dictionary = decodeName(stream.dictionary)
    const objectStream = /\/Type\s*\/ObjStm\b/.test(dictionary)
    if (!/\/FlateDecode\b/.test(dictionary)) {
      if (objectStream) return 'an object stream that cannot be read'
      continue
    }
    let inflated: Buffer
    try {
      // Trailing bytes after the compressed data (the line break before 'endstream') are ignored.
      inflated = inflateSync(stream.data, { maxOutputLength: budget })
    } catch (error) {
      if (error instanceof RangeError) return 'more compressed data than can be inspected'
      if (objectStream) return 'an object stream that cannot be read'
      continue
    }
    budget -= inflated.length
    const hidden = activeNameIn(inflated.toString('latin1'))
    if (hidden) return `/${hidden}`
    if (budget <= 0) return 'more compressed data than can be inspected'
  }
  return undefined
}
