/**
 * Active content in PDFs (pdf-active-content.ts): every hiding place in the fixtures is found; a
 * plain scan, with or without compressed page content, is not flagged; what cannot be inspected
 * (an object stream in an unknown encoding, a decompression bomb) counts as active.
 */
import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pdfActiveContent } from './pdf-active-content.ts'
import { activePdfs, buildPdf, flateStream, tinyPdf } from '../testing/upload-fixtures.ts'

describe('active content in a PDF', () => {
  it.each(Object.entries(activePdfs()))('finds %s', (_case, pdf) => {
    expect(pdfActiveContent(pdf)).toBeDefined()
  })

  it('names what it found, after decoding #-escapes and decompressing streams', () => {
    const pdfs = activePdfs()
    expect(pdfActiveContent(pdfs['a name spelled with #-escapes (/J#61vaScript)']!)).toBe('/OpenAction')
    expect(pdfActiveContent(pdfs['a script inside a compressed object stream']!)).toBe('/OpenAction')
  })

  it('does not flag a plain scan, nor compressed page content that draws text and an image', () => {
    expect(pdfActiveContent(tinyPdf())).toBeUndefined()
    const content = flateStream('', 'q 200 0 0 100 0 0 cm /Im0 Do Q BT /F1 12 Tf (Insurance card) Tj ET')
    expect(pdfActiveContent(buildPdf([content]))).toBeUndefined()
  })

  it('refuses an object stream it cannot decompress, and a decompression bomb', () => {
    const lzw = Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 4 >>\nstream\nabcd\nendstream', 'latin1')
    expect(pdfActiveContent(buildPdf([lzw]))).toBe('an object stream that cannot be read')
    const broken = Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 4 >>\nstream\nabcd\nendstream', 'latin1')
    expect(pdfActiveContent(buildPdf([broken]))).toBe('an object stream that cannot be read')
    const zeros = deflateSync(Buffer.alloc(70 * 1024 * 1024))
    const bomb = Buffer.concat([Buffer.from(`<< /Filter /FlateDecode /Length ${zeros.length} >>\nstream\n`, 'latin1'), zeros, Buffer.from('\nendstream', 'latin1')])
    expect(pdfActiveContent(buildPdf([bomb]))).toBe('more compressed data than can be inspected')
  })
})
