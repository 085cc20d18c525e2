/**
 * PDFs read with pdf-lib, a maintained PDF parser (decision 054): every object of the file,
 * including those packed in compressed object streams, is walked for active content (JavaScript,
 * actions that run on opening or on events, launching programs, opening other files, submitting
 * forms, XFA forms, rich media and attached files); an insurance card scan needs none of these, so
 * such a PDF is refused rather than rebuilt (decision 032). A clean PDF is written anew without
 * its document information dictionary and XMP metadata streams.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, type PDFObject } from 'pdf-lib'

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

/** The parsed document; throws UnreadablePdfError when it is not a readable, unencrypted PDF. */
export async function readPdf(bytes: Uint8Array): Promise<PDFDocument> {
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
