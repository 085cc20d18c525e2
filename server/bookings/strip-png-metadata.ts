/**
 * Removes metadata from a PNG without re-encoding it: the text chunks (tEXt, iTXt, zTXt), Exif
 * (eXIf) and the modification time (tIME) are dropped; every other chunk is kept byte for byte
 * with its CRC. Anything after IEND is dropped too.
 */
import { MalformedFileError } from './strip-jpeg-metadata.ts'

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const droppedChunks = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME'])

export function stripPngMetadata(bytes: Uint8Array): Buffer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!buffer.subarray(0, 8).equals(signature)) throw new MalformedFileError('not a PNG')
  const kept: Buffer[] = [buffer.subarray(0, 8)]
  let i = 8
  while (i + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(i)
    const type = buffer.toString('latin1', i + 4, i + 8)
    const end = i + 12 + length
    if (end > buffer.length) throw new MalformedFileError(`PNG chunk ${type} runs past the end`)
    if (!droppedChunks.has(type)) kept.push(buffer.subarray(i, end))
    i = end
    if (type === 'IEND') return Buffer.concat(kept)
  }
  throw new MalformedFileError('PNG data ends before its IEND chunk')
}
