/**
 * The uploads accepted (an insurance-card photo or scan), recognised by their content, never by
 * their name or declared type, each stored with its metadata removed (ASVS 5 14.2.8): images
 * decoded and encoded again with sharp (image-reencoding.ts), PDFs parsed with pdf-lib and saved
 * without their metadata (pdf-structure.ts). A PDF with active content (scripts, actions, attached
 * files) is refused (decision 054).
 */
import { fileTypeFromBuffer } from 'file-type'
import type { UploadsTable } from '../db/tables.ts'
import { reencodeImage, UndecodableImageError } from './image-reencoding.ts'
import { activeContentOf, readPdf, UnreadablePdfError, withoutMetadata } from './pdf-structure.ts'

export type AcceptedType = UploadsTable['content_type']

const acceptedTypes: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'] satisfies AcceptedType[]

function isAccepted(mime: string): mime is AcceptedType {
  return acceptedTypes.includes(mime)
}

/** A file of an accepted type that its library cannot read. */
export class MalformedFileError extends Error {}

/** A PDF that carries active content; `reason` names what was found (for tests, never shown). */
export class ActivePdfError extends Error {
  constructor(readonly reason: string) {
    super(`The PDF has active content: ${reason}`)
  }
}

/**
 * The file's type and its bytes without metadata; undefined when it is not a JPEG, PNG or PDF.
 * Throws MalformedFileError for a file that does not read as its type, ActivePdfError for a PDF
 * with active content.
 */
export async function cleanUpload(bytes: Uint8Array): Promise<{ contentType: AcceptedType; bytes: Buffer } | undefined> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !isAccepted(detected.mime)) return undefined
  try {
    if (detected.mime !== 'application/pdf') return { contentType: detected.mime, bytes: await reencodeImage(bytes, detected.mime) }
    const pdf = await readPdf(bytes)
    const reason = activeContentOf(pdf)
    if (reason) throw new ActivePdfError(reason)
    return { contentType: detected.mime, bytes: await withoutMetadata(pdf) }
  } catch (error) {
    if (error instanceof UndecodableImageError || error instanceof UnreadablePdfError) throw new MalformedFileError(error.message)
    throw error
  }
}
