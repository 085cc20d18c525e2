/**
 * The uploads accepted (an insurance-card photo or scan), recognised by their content, never by
 * their name or declared type, each stored with its metadata removed (ASVS 5 14.2.8). A PDF with
 * active content (scripts, actions, attached files: pdf-active-content.ts) is refused.
 */
import { fileTypeFromBuffer } from 'file-type'
import type { UploadsTable } from '../db/tables.ts'
import { pdfActiveContent } from './pdf-active-content.ts'
import { stripJpegMetadata } from './strip-jpeg-metadata.ts'
import { stripPdfMetadata } from './strip-pdf-metadata.ts'
import { stripPngMetadata } from './strip-png-metadata.ts'

export type AcceptedType = UploadsTable['content_type']

const strippers: Record<AcceptedType, (bytes: Uint8Array) => Buffer> = {
  'image/jpeg': stripJpegMetadata,
  'image/png': stripPngMetadata,
  'application/pdf': stripPdfMetadata,
}

function isAccepted(mime: string): mime is AcceptedType {
  return mime in strippers
}

/** A PDF that carries active content; `reason` names what was found (for tests, never shown). */
export class ActivePdfError extends Error {
  constructor(readonly reason: string) {
    super(`The PDF has active content: ${reason}`)
  }
}

/**
 * The file's type and its bytes without metadata; undefined when it is not a JPEG, PNG or PDF.
 * Throws ActivePdfError for a PDF with active content.
 */
export async function cleanUpload(bytes: Uint8Array): Promise<{ contentType: AcceptedType; bytes: Buffer } | undefined> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !isAccepted(detected.mime)) return undefined
  if (detected.mime === 'application/pdf') {
    const reason = pdfActiveContent(bytes)
    if (reason) throw new ActivePdfError(reason)
  }
  return { contentType: detected.mime, bytes: strippers[detected.mime](bytes) }
}
