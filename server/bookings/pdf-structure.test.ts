/**
 * Active content in PDFs, found by walking every object pdf-lib parses (pdf-structure.ts):
 * every hiding place in the fixtures is found, names spelled with #-escapes and objects packed in
 * a compressed object stream included; a plain scan, with or without compressed page content, is
 * not flagged; an object stream that cannot be read refuses the file.
 */
import { describe, expect, it } from 'vitest'
import { activeContentOf, readPdf, UnreadablePdfError } from './pdf-structure.ts'
import { activePdfs, buildPdf, flateStream, tinyPdf } from '../testing/upload-fixtures.ts'

const activeIn = async (pdf: Buffer) => activeContentOf(await readPdf(pdf))

describe('active content in a PDF', () => {
  it.each(Object.entries(activePdfs()))('finds %s', async (_case, pdf) => {
    expect(await activeIn(pdf)).toBeDefined()
  })

  it('names what it found, after decoding #-escapes and decompressing object streams', async () => {
    const pdfs = activePdfs()
    expect(await activeIn(pdfs['a name spelled with #-escapes (/J#61vaScript)']!)).toBe('/OpenAction')
    expect(await activeIn(pdfs['a script inside a compressed object stream']!)).toBe('/OpenAction')
    expect(await activeIn(buildPdf(['<< /Type /Annot /Subtype /Link /A << /S /Launch /F (calc.exe) >> >>']))).toBe('/S /Launch')
    // Lower-case hex escapes, which pdf-lib leaves undecoded but readers accept.
    expect(await activeIn(buildPdf(['<< /S /SubmitF#6frm >>']))).toBe('/S /SubmitForm')
    expect(await activeIn(buildPdf(['<< /#4aS (app.alert\\(1\\)) >>']))).toBe('/JS')
  })

  it('does not flag a plain scan, nor compressed page content that draws text and an image', async () => {
    expect(await activeIn(tinyPdf())).toBeUndefined()
    const content = flateStream('', 'q 200 0 0 100 0 0 cm /Im0 Do Q BT /F1 12 Tf (Insurance card) Tj ET')
    expect(await activeIn(buildPdf([content]))).toBeUndefined()
  })

  it('refuses an object stream it cannot read', async () => {
    const lzw = Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 4 >>\nstream\nabcd\nendstream', 'latin1')
    await expect(readPdf(buildPdf([lzw]))).rejects.toBeInstanceOf(UnreadablePdfError)
    const broken = Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 4 >>\nstream\nabcd\nendstream', 'latin1')
    await expect(readPdf(buildPdf([broken]))).rejects.toBeInstanceOf(UnreadablePdfError)
  })
})
