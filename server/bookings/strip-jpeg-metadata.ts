/**
 * Removes metadata from a JPEG without re-encoding it: the segments APP1 to APP15 (Exif with GPS,
 * XMP, ICC profiles, Photoshop IRB) and COM (comments) are dropped wherever they occur; APP0
 * (JFIF) is kept, and APP14 when it is Adobe's colour-transform marker, which a decoder needs for
 * CMYK images and which holds no personal data. Anything after the end-of-image marker is dropped
 * too (it is where polyglot files hide). A photo's Exif orientation goes with the Exif, so a photo
 * taken sideways may show sideways: acceptable for an insurance card that staff read.
 */
const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
const COM = 0xfe
const APP0 = 0xe0
const APP14 = 0xee

export class MalformedFileError extends Error {}

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)
}

function startsWithAdobe(bytes: Uint8Array, dataStart: number): boolean {
  return Buffer.from(bytes.subarray(dataStart, dataStart + 5)).toString('latin1') === 'Adobe'
}

function dropsSegment(marker: number, bytes: Uint8Array, dataStart: number): boolean {
  if (marker === COM) return true
  if (marker > APP0 && marker <= 0xef) return !(marker === APP14 && startsWithAdobe(bytes, dataStart))
  return false
}

/** End of the entropy-coded data that starts at `from`: the next marker that is not a restart or stuffed byte. */
function entropyEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0xff) continue
    const next = bytes[i + 1]!
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      i++
      continue
    }
    return i
  }
  throw new MalformedFileError('JPEG data ends before its end-of-image marker')
}

export function stripJpegMetadata(bytes: Uint8Array): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new MalformedFileError('not a JPEG')
  const kept: Uint8Array[] = [bytes.subarray(0, 2)]
  let i = 2
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw new MalformedFileError(`JPEG marker expected at byte ${i}`)
    while (bytes[i + 1] === 0xff) i++ // fill bytes before a marker
    const marker = bytes[i + 1]
    if (marker === undefined) break
    if (marker === EOI) {
      kept.push(bytes.subarray(i, i + 2))
      return Buffer.concat(kept)
    }
    if (isStandalone(marker)) {
      kept.push(bytes.subarray(i, i + 2))
      i += 2
      continue
    }
    if (i + 4 > bytes.length) break
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!
    const end = i + 2 + length
    if (length < 2 || end > bytes.length) throw new MalformedFileError(`JPEG segment at byte ${i} runs past the end`)
    if (!dropsSegment(marker, bytes, i + 4)) kept.push(bytes.subarray(i, end))
    i = end
    if (marker === SOS) {
      const scanEnd = entropyEnd(bytes, i)
      kept.push(bytes.subarray(i, scanEnd))
      i = scanEnd
    }
  }
  throw new MalformedFileError('JPEG data ends before its end-of-image marker')
}
