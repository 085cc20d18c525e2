/**
 * Metadata removal from uploads by libraries (decision 054): a photo decoded and encoded again by
 * sharp keeps its pixels and loses the canary in Exif, XMP, ICC, comments and PNG text chunks (and
 * anything after the image); a PDF read and saved by pdf-lib keeps its pages and loses its document
 * information and XMP stream. Files that do not read as their type, and other types, are refused.
 */
import { describe, expect, it } from 'vitest'
import { cleanUpload, MalformedFileError } from './strip-metadata.ts'
import { canary, decodedImage, jpegMarkers, pngChunkTypes, readBackPdf, tinyJpeg, tinyPdf, tinyPng } from '../testing/upload-fixtures.ts'

const metadataMarkers = [0xe1, 0xe2, 0xe3, 0xed, 0xfe] // Exif/XMP, ICC, other APPn, Photoshop IRB, comment

describe('JPEG', () => {
  it('keeps the picture and drops Exif, XMP, ICC, comments and data after the end of the image', async () => {
    const original = Buffer.concat([tinyJpeg({ metadata: true }), Buffer.from('<script>alert(1)</script>')])
    expect(jpegMarkers(original)).toEqual(expect.arrayContaining([0xe1, 0xe2, 0xfe]))
    const cleaned = (await cleanUpload(original))!
    expect(cleaned.contentType).toBe('image/jpeg')
    expect(jpegMarkers(cleaned.bytes).filter((marker) => metadataMarkers.includes(marker))).toEqual([])
    const text = cleaned.bytes.toString('latin1')
    expect(text).not.toContain(canary)
    expect(text).not.toContain('script')
    expect(await decodedImage(cleaned.bytes)).toEqual(await decodedImage(tinyJpeg()))
  })

  it('refuses a truncated JPEG', async () => {
    const original = tinyJpeg({ metadata: true })
    await expect(cleanUpload(original.subarray(0, 40))).rejects.toBeInstanceOf(MalformedFileError)
    await expect(cleanUpload(original.subarray(0, original.length - 2))).rejects.toBeInstanceOf(MalformedFileError)
  })
})

describe('PNG', () => {
  it('keeps the picture and drops tEXt, iTXt and tIME chunks', async () => {
    const original = tinyPng({ metadata: true })
    expect(pngChunkTypes(original)).toEqual(['IHDR', 'tEXt', 'iTXt', 'tIME', 'IDAT', 'IEND'])
    const cleaned = (await cleanUpload(original))!
    expect(cleaned.contentType).toBe('image/png')
    expect(pngChunkTypes(cleaned.bytes).filter((type) => ['tEXt', 'iTXt', 'zTXt', 'tIME', 'eXIf', 'iCCP'].includes(type))).toEqual([])
    expect(cleaned.bytes.toString('latin1')).not.toContain(canary)
    expect(await decodedImage(cleaned.bytes)).toEqual(await decodedImage(tinyPng()))
  })

  it('refuses a PNG cut short', async () => {
    await expect(cleanUpload(tinyPng().subarray(0, 30))).rejects.toBeInstanceOf(MalformedFileError)
  })
})

describe('PDF', () => {
  it('keeps the page and drops the Info dictionary, the XMP stream and its reference', async () => {
    const original = tinyPdf()
    expect(await readBackPdf(original)).toEqual({ pages: 1, hasInfo: true })
    const cleaned = (await cleanUpload(original))!
    expect(cleaned.contentType).toBe('application/pdf')
    const text = cleaned.bytes.toString('latin1')
    expect(text).not.toContain(canary)
    expect(text).not.toMatch(/\/Author|\/Title|\/Creator|\/CreationDate|\/Metadata|\/Producer|\/ModDate/)
    expect(await readBackPdf(cleaned.bytes)).toEqual({ pages: 1, hasInfo: false })
  })

  it('refuses a file that starts like a PDF but does not read as one', async () => {
    await expect(cleanUpload(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog', 'latin1'))).rejects.toBeInstanceOf(MalformedFileError)
  })
})

describe('cleanUpload', () => {
  it('refuses anything else, whatever it is called', async () => {
    const windowsProgram = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)])
    windowsProgram.writeUInt32LE(64, 60)
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
    for (const file of [windowsProgram, gif, Buffer.from('<svg onload="alert(1)"/>'), Buffer.from('<html><script></script></html>'), Buffer.alloc(0)]) {
      expect(await cleanUpload(file)).toBeUndefined()
    }
  })
})
