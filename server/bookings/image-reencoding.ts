/**
 * Photos decoded and encoded again with sharp (libvips), a maintained image library (decision
 * 054): only the pixels survive, so Exif (GPS, camera, time), XMP, ICC profiles, comments, PNG
 * text chunks and anything appended after the image are gone. The Exif orientation is applied
 * first, so a photo taken sideways stays upright. A file that does not decode is refused.
 */
import sharp from 'sharp'

export type ImageType = 'image/jpeg' | 'image/png'

/** A file that claims an image type but does not decode as one. */
export class UndecodableImageError extends Error {}

/** Pixels beyond this are refused before decoding (a decompression bomb): 40 megapixels, more than any phone camera. */
const maxPixels = 40_000_000

export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels }).rotate()
    return await (type === 'image/jpeg' ? image.jpeg({ quality: 90, mozjpeg: true }) : image.png()).toBuffer()
  } catch (error) {
    throw new UndecodableImageError((error as Error).message)
  }
}
