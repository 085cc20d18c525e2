/**
 * Metadata removal from uploads: the canary in Exif, XMP, ICC, comments, PNG text chunks and PDF
 * document information is gone, while the file keeps its structure (JPEG segments up to the scan,
 * PNG chunks with valid CRCs, PDF cross-reference offsets).
 */
import { describe, expect, it } from 'vitest'
import { fileTypeFromBuffer } from 'file-type'
import { cleanUpload } from './strip-metadata.ts'
import { MalformedFileError, stripJpegMetadata } from './strip-jpeg-metadata.ts'
import { stripPdfMetadata } from './strip-pdf-metadata.ts'
import { stripPngMetadata } from './strip-png-metadata.ts'
import { canary, jpegMarkers, pdfOffsetsHold, pngChunkTypes, tinyJpeg, tinyPdf, tinyPng } from '../testing/upload-fixtures.ts'

describe('JPEG', () => {
  it('drops Exif, XMP, ICC and comments and keeps JFIF, tables, frame and scan byte for byte', () => {
    const original = tinyJpeg({ metadata: true })
    expect(jpegMarkers(original)).toEqual([0xe0, 0xe1, 0xe1, 0xe2, 0xfe, 0xdb, 0xc0, 0xc4, 0xc4, 0xda])
    const stripped = stripJpegMetadata(original)
    expect(jpegMarkers(stripped)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xc4, 0xda])
    expect(stripped.toString('latin1')).not.toContain(canary)
    expect(stripped.equals(tinyJpeg())).toBe(true)
  })

  it('keeps an Adobe APP14 colour marker, drops data after the end of the image, and keeps stuffed bytes in the scan', async () => {
    const adobe = Buffer.from([0xff, 0xee, 0x00, 0x0e, ...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, 1])
    const plain = tinyJpeg()
    const withAdobe = Buffer.concat([plain.subarray(0, 20), adobe, plain.subarray(20)])
    const scanData = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56])
    const endOfScanHeader = withAdobe.length - 3
    const input = Buffer.concat([withAdobe.subarray(0, endOfScanHeader), scanData, Buffer.from([0xff, 0xd9]), Buffer.from('<script>alert(1)</script>')])
    const stripped = stripJpegMetadata(input)
    expect(stripped.includes(adobe)).toBe(true)
    expect(stripped.includes(scanData)).toBe(true)
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]))
    expect(stripped.toString('latin1')).not.toContain('script')
    expect((await fileTypeFromBuffer(stripped))?.mime).toBe('image/jpeg')
  })

  it('refuses a truncated JPEG', () => {
    const original = tinyJpeg({ metadata: true })
    expect(() => stripJpegMetadata(original.subarray(0, 40))).toThrow(MalformedFileError)
    expect(() => stripJpegMetadata(original.subarray(0, original.length - 2))).toThrow(MalformedFileError)
  })
})

describe('PNG', () => {
  it('drops tEXt, iTXt and tIME chunks and keeps the image chunks', () => {
    const original = tinyPng({ metadata: true })
    expect(pngChunkTypes(original)).toEqual(['IHDR', 'tEXt', 'iTXt', 'tIME', 'IDAT', 'IEND'])
    const stripped = stripPngMetadata(original)
    expect(pngChunkTypes(stripped)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(stripped.toString('latin1')).not.toContain(canary)
    expect(stripped.equals(tinyPng())).toBe(true)
  })

  it('refuses a chunk that runs past the end', () => {
    expect(() => stripPngMetadata(tinyPng().subarray(0, 30))).toThrow(MalformedFileError)
  })
})

describe('PDF', () => {
  it('blanks the Info dictionary, the XMP stream and its reference, keeping every byte offset', () => {
    const original = tinyPdf()
    expect(pdfOffsetsHold(original)).toBe(true)
    const stripped = stripPdfMetadata(original)
    const text = stripped.toString('latin1')
    expect(stripped.length).toBe(original.length)
    expect(text).not.toContain(canary)
    expect(text).not.toMatch(/\/Author|\/Title|\/Creator|\/CreationDate|\/Metadata 4 0 R/)
    expect(text).toMatch(/5 0 obj\n<< +>>\nendobj/)
    expect(text).toContain('/Type /Catalog /Pages 2 0 R')
    expect(text).toContain('/Info 5 0 R')
    expect(pdfOffsetsHold(stripped)).toBe(true)
  })
})

describe('cleanUpload', () => {
  it('recognises each accepted type by its content and strips it', async () => {
    for (const [file, type] of [[tinyJpeg({ metadata: true }), 'image/jpeg'], [tinyPng({ metadata: true }), 'image/png'], [tinyPdf(), 'application/pdf']] as const) {
      const cleaned = await cleanUpload(file)
      expect(cleaned?.contentType).toBe(type)
      expect(cleaned?.bytes.toString('latin1')).not.toContain(canary)
    }
  })

  it('refuses anything else, whatever it is called', async () => {
    const windowsProgram = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)])
    windowsProgram.writeUInt32LE(64, 60)
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
    for (const file of [windowsProgram, gif, Buffer.from('<svg onload="alert(1)"/>'), Buffer.from('<html><script></script></html>'), Buffer.alloc(0)]) {
      expect(await cleanUpload(file)).toBeUndefined()
    }
  })
})
