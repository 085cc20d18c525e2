/**
 * PDFs read with pdf-lib, a maintained PDF parser (decision 054): every object of the file,
 * including those packed in compressed object streams, is walked for active content (JavaScript,
 * actions that run on opening or on events, launching programs, opening other files, submitting
 * forms, XFA forms, rich media and attached files); an insurance card scan needs none of these, so
 * such a PDF is refused rather than rebuilt (decision 032). A clean PDF is written anew without
 * its document information dictionary and XMP metadata streams.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib'
import { createRequire } from 'node:module'

// pdf-lib's byte cursor, which its object parser reads from; its index does not export it.
const { default: ByteStream } = createRequire(import.meta.url)('pdf-lib/cjs/core/parser/ByteStream') as typeof import('pdf-lib/cjs/core/parser/ByteStream')

/** pdf-lib's parser of one object, telling where the object it parsed ends. */
class ObjectReader extends PDFObjectParser {
  constructor(bytes: Uint8Array, context: PDFContext) {
    super(ByteStream.of(bytes), context)
  }

  end(): number {
    return this.bytes.offset()
  }
}

/** Dictionary keys, and action types (/S), that make a PDF active. Compared after #xx decoding. */
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

/** A file pdf-lib cannot read as a PDF. */
export class UnreadablePdfError extends Error {}

/**
 * The most bytes the streams pdf-lib unpacks while loading (object and cross-reference streams)
 * may unpack to, all together. They hold only small dictionaries and offsets (page images and
 * content stay packed), so a card scan needs a few kilobytes; a deflate bomb would need gigabytes.
 */
export const unpackBudgetBytes = 16 * 1024 * 1024

/** A PDF whose object or cross-reference streams unpack to more than unpackBudgetBytes. */
export class PdfBombError extends Error {}

const readStep = 1024 * 1024
const objKeyword = Buffer.from('obj', 'latin1')
const unpackedTypes: ReadonlySet<PDFName> = new Set([PDFName.of('ObjStm'), PDFName.of('XRef')])

/**
 * Throws PdfBombError when the streams pdf-lib would unpack while loading (decision 054) unpack,
 * together, to more than `budget` bytes. pdf-lib unpacks them whole with no limit, so they are
 * unpacked here first with pdf-lib's own decoders, a megabyte at a time, stopping at the budget.
 * Every object pdf-lib loads follows an `obj` keyword, so each one is parsed (by pdf-lib's object
 * parser) and the search resumes after it: a stream hidden where pdf-lib would not look is
 * checked too, which can only refuse more.
 */
export function checkUnpackedSize(bytes: Uint8Array, budget = unpackBudgetBytes): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const context = PDFContext.create()
  // A parse that fails is retried from the next keyword, so broken input could make this pass
  // quadratic (an unclosed string after every `obj`); past this many bytes read, the file is refused.
  const readBudget = 1.25 * buffer.length + 64 * 1024
  let read = 0
  let unpacked = 0
  let hit = buffer.indexOf(objKeyword)
  while (hit !== -1) {
    let next = hit + objKeyword.length
    const parser = new ObjectReader(buffer.subarray(next), context)
    let object: PDFObject | undefined
    try {
      object = parser.parseObject()
      next += parser.end()
    } catch {
      object = undefined
    }
    read += parser.end()
    if (read > readBudget) throw new UnreadablePdfError('The PDF is too broken to read')
    if (object instanceof PDFRawStream && isUnpackedWhileLoading(object)) {
      unpacked += unpackedLength(object, budget - unpacked)
      if (unpacked > budget) throw new PdfBombError(`The PDF's object streams unpack to more than ${budget} bytes`)
    }
    hit = buffer.indexOf(objKeyword, next)
  }
}

/**
 * Whether pdf-lib unpacks the stream while loading: an object or cross-reference stream, or a
 * stream whose /Type is a reference (pdf-lib looks it up among the objects read so far).
 * Its filters must be written in the stream's own dictionary: a reference there could name a
 * filter this pass cannot see, so the file is refused.
 */
function isUnpackedWhileLoading(stream: PDFRawStream): boolean {
  const type = stream.dict.get(PDFName.of('Type'))
  if (!(type instanceof PDFRef) && !(type instanceof PDFName && unpackedTypes.has(type))) return false
  const filter = stream.dict.get(PDFName.of('Filter'))
  if (filter instanceof PDFRef || (filter instanceof PDFArray && filter.asArray().some((item) => item instanceof PDFRef))) {
    throw new UnreadablePdfError('An object stream names its filter by reference')
  }
  return true
}

/** How many bytes the stream unpacks to, counting no further than one step past `left`. */
function unpackedLength(stream: PDFRawStream, left: number): number {
  let decoded
  try {
    decoded = decodePDFRawStream(stream)
  } catch {
    return 0 // a filter pdf-lib cannot unpack: its load refuses the file (UnreadablePdfError)
  }
  let total = 0
  try {
    while (total <= left) {
      const step = decoded.getBytes(readStep).length
      total += step
      if (step < readStep) break
    }
  } catch {
    // Broken data: pdf-lib's load refuses it; what was unpacked so far is counted.
  }
  return total
}

/** The parsed document; throws UnreadablePdfError when it is not a readable, unencrypted PDF. */
export async function readPdf(bytes: Uint8Array): Promise<PDFDocument> {
  checkUnpackedSize(bytes)
  try {
    // updateMetadata: false, so that saving adds no Producer or dates of its own.
    return await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true })
  } catch (error) {
    throw new UnreadablePdfError((error as Error).message)
  }
}

/** The first active name found in any object of the document (for logs and tests), or undefined. */
export function activeContentOf(pdf: PDFDocument): string | undefined {
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const found = activeNameIn(object, new Set())
    if (found) return found
  }
  return undefined
}

/**
 * A name as a PDF reader understands it. pdf-lib decodes #xx escapes only in upper-case hex and
 * keeps `#6f` as written, while readers accept either case, so what pdf-lib leaves is decoded here.
 */
function readerName(name: PDFName): string {
  return name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

function activeNameIn(object: PDFObject, seen: Set<PDFObject>): string | undefined {
  if (seen.has(object)) return undefined
  seen.add(object)
  const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = readerName(key)
      if (activeNames.has(name)) return `/${name}`
      if (name === 'S' && value instanceof PDFName && activeNames.has(readerName(value))) return `/S /${readerName(value)}`
      const inner = activeNameIn(value, seen)
      if (inner) return inner
    }
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const inner = activeNameIn(item, seen)
      if (inner) return inner
    }
  }
  return undefined
}

/** The document saved again without its information dictionary, XMP streams or references to them. */
export async function withoutMetadata(pdf: PDFDocument): Promise<Buffer> {
  const { context } = pdf
  const info = context.trailerInfo.Info
  if (info instanceof PDFRef) context.delete(info)
  context.trailerInfo.Info = undefined
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined
    if (!dict) continue
    if (dict.get(PDFName.of('Type')) === PDFName.of('Metadata')) context.delete(ref)
    else dict.delete(PDFName.of('Metadata'))
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false }))
}
