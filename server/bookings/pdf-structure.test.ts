/**
 * Active content in PDFs, found by walking every object pdf-lib parses (pdf-structure.ts):
 * every hiding place in the fixtures is found, names spelled with #-escapes and objects packed in
 * a compressed object stream included; a plain scan, with or without compressed page content, is
 * not flagged; an object stream that cannot be read refuses the file.
 */
import { describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import { activeContentOf, checkUnpackedSize, PdfBombError, readPdf, unpackBudgetBytes, UnreadablePdfError } from './pdf-structure.ts'
import { activePdfs, buildPdf, flateStream, pdfBomb, tinyPdf } from '../testing/upload-fixtures.ts'

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

  it('refuses a deflate bomb before pdf-lib unpacks it: quickly, holding about the budget at most', async () => {
    const bomb = await pdfBomb(128) // 128 MB unpacked; pdf-lib alone takes seconds and over 128 MB for it
    expect(bomb.length).toBeLessThan(200_000)
    const rssBefore = process.memoryUsage().rss
    const started = performance.now()
    await expect(readPdf(bomb)).rejects.toBeInstanceOf(PdfBombError)
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(4 * unpackBudgetBytes)
  })

  it('counts every object stream together, and lets through what pdf-lib writes with object streams', async () => {
    const eachSmall = flateStream('/Type /ObjStm /N 1 /First 4', `6 0 ${' '.repeat(400_000)}<< >>`)
    expect(() => checkUnpackedSize(buildPdf([eachSmall]), 1_000_000)).not.toThrow()
    expect(() => checkUnpackedSize(buildPdf([eachSmall, eachSmall, eachSmall]), 1_000_000)).toThrow(PdfBombError)
    const document = await PDFDocument.create()
    for (let page = 0; page < 20; page += 1) document.addPage()
    const written = await document.save({ useObjectStreams: true })
    expect((await readPdf(written)).getPageCount()).toBe(20)
  })

  it('checks a stream whose /Type is a reference, and refuses one whose filter is a reference', async () => {
    await expect(readPdf(await pdfBomb(32, '/Type 7 0 R /N 1 /First 4'))).rejects.toBeInstanceOf(PdfBombError)
    const filterByReference = Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter 7 0 R /Length 4 >>\nstream\nabcd\nendstream', 'latin1')
    await expect(readPdf(buildPdf([filterByReference]))).rejects.toBeInstanceOf(UnreadablePdfError)
  })

  it('reads broken input in time proportional to its size: an unclosed string after every obj, four times longer, takes far less than sixteen times as long', async () => {
    // Compared within the run, not against a wall-clock limit: linear reading takes about 4x as long
    // for 4x the input; a reader that rescans (quadratic) would take about 16x.
    const timeToRefuse = async (repeats: number) => {
      const broken = Buffer.from(`%PDF-1.4\n1 0 obj ${'obj ('.repeat(repeats)}`, 'latin1')
      const started = performance.now()
      await expect(readPdf(broken)).rejects.toBeInstanceOf(UnreadablePdfError)
      return performance.now() - started
    }
    await timeToRefuse(250_000) // warm up
    const short = await timeToRefuse(250_000)
    const long = await timeToRefuse(1_000_000) // 5 MB
    expect(long / Math.max(short, 1)).toBeLessThan(10)
  })
})
