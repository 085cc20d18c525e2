/**
 * Lays the report's blocks out as an A4 PDF with pdf-lib (decision 076): Helvetica, the standard
 * font every PDF reader has, so no font file is shipped. Text wraps to the page's width and flows
 * on to new pages; each page is numbered at its foot. The standard font encodes WinAnsi only:
 * Kiswahili needs nothing more (plain Latin letters), and any other character is written as its
 * plain letter (é → é stays, ≥ → >=, an unknown sign → ?) so no text can break the download.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Locale } from '#schemas/locales.ts'
import type { Block } from './report-content.ts'
import type { ReportWords } from './report-words.ts'

const PAGE = { width: 595.28, height: 841.89 } // A4 in points
const MARGIN = 56
const WIDTH = PAGE.width - 2 * MARGIN
const STYLES = {
  title: { size: 17, bold: true, before: 0, after: 8 },
  heading: { size: 13, bold: true, before: 14, after: 4 },
  subheading: { size: 10.5, bold: true, before: 7, after: 1 },
  text: { size: 10.5, bold: false, before: 2, after: 2 },
  bullet: { size: 10.5, bold: false, before: 1, after: 1 },
  small: { size: 8.5, bold: false, before: 1, after: 1 },
  row: { size: 10, bold: false, before: 1, after: 1 },
  signature: { size: 10.5, bold: false, before: 24, after: 0 },
} as const
const LINE_HEIGHT = 1.3
const INK = rgb(0.1, 0.1, 0.12)
const REPLACEMENTS: Record<string, string> = { '≥': '>=', '≤': '<=', '−': '-', '→': '->', '✓': 'v', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ' }

/** `text` with every character the font cannot draw replaced by its plain form, or by "?". */
export function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet())
  return Array.from(text.replace(/\r\n?|\t/g, ' '), (character) => {
    if (known.has(character.codePointAt(0)!)) return character
    if (REPLACEMENTS[character] !== undefined) return REPLACEMENTS[character]
    const plain = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    return plain && Array.from(plain).every((part) => known.has(part.codePointAt(0)!)) ? plain : '?'
  }).join('')
}

/** The lines `text` wraps to within `width` (a word longer than the line is broken). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = ''
    let rest = word
    while (!fits(rest)) {
      let cut = rest.length - 1
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines
}

type Pen = { page: PDFPage; y: number }
type TextBlock = Exclude<Block, { kind: 'page-break' }>
/** A block wrapped for the page: its lines (a row's two cells side by side) and the height it takes. */
type Laid = { block: TextBlock; font: PDFFont; lines: string[]; rightLines: string[]; height: number }

const FOOT = MARGIN + 14
const USABLE_HEIGHT = PAGE.height - MARGIN - FOOT
/** The space above each of the signature block's two lines, in points. */
const SIGNATURE_GAPS = [34, 30] as const
const SIGNATURE_HEIGHT = SIGNATURE_GAPS[0] + SIGNATURE_GAPS[1]

/** The blocks from `start` that must share a page: each one that keeps with the next, and the last. */
function keptTogether(blocks: readonly Block[], start: number): TextBlock[] {
  const run: TextBlock[] = []
  for (let index = start; index < blocks.length; index += 1) {
    const block = blocks[index]!
    if (block.kind === 'page-break') break
    run.push(block)
    if (block.kind === 'row' || !block.keepWithNext) break
  }
  return run
}

/** The report as PDF bytes, with its title and language in the document's properties. */
export async function reportPdf(blocks: readonly Block[], meta: { title: string; language: Locale; words: ReportWords }): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.setTitle(meta.title)
  document.setLanguage(meta.language === 'sw' ? 'sw-KE' : 'en-KE')
  document.setCreator('Full report, made on the device')
  document.setProducer('pdf-lib')
  const regular = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)
  const newPage = (): Pen => ({ page: document.addPage([PAGE.width, PAGE.height]), y: PAGE.height - MARGIN })
  let pen = newPage()

  const lay = (block: TextBlock): Laid => {
    const style = STYLES[block.kind]
    const font = style.bold || (block.kind === 'row' && block.strong) ? bold : regular
    const lineHeight = style.size * LINE_HEIGHT
    if (block.kind === 'row') {
      const [left, right] = block.cells.map((cell) => drawable(cell, font)) as [string, string]
      const lines = wrap(left, font, style.size, WIDTH * 0.3)
      const rightLines = wrap(right, font, style.size, WIDTH * 0.68)
      return { block, font, lines, rightLines, height: style.before + Math.max(lines.length, rightLines.length) * lineHeight + style.after }
    }
    const lines = wrap(drawable(block.text, font), font, style.size, block.kind === 'bullet' ? WIDTH - 14 : WIDTH)
    const extra = block.kind === 'signature' ? SIGNATURE_HEIGHT : 0
    return { block, font, lines, rightLines: [], height: style.before + lines.length * lineHeight + extra + style.after }
  }

  /** Draws lines at x, starting a page when the next line does not fit. */
  const drawLines = (lines: string[], x: number, size: number, font: PDFFont) => {
    for (const line of lines) {
      if (pen.y - size * LINE_HEIGHT < FOOT) pen = newPage()
      pen.y -= size * LINE_HEIGHT
      pen.page.drawText(line, { x, y: pen.y, size, font, color: INK })
    }
  }

  const draw = ({ block, font, lines, rightLines }: Laid) => {
    const style = STYLES[block.kind]
    const lineHeight = style.size * LINE_HEIGHT
    pen.y -= style.before
    if (block.kind === 'row') {
      const height = Math.max(lines.length, rightLines.length) * lineHeight
      if (pen.y - height < FOOT) pen = newPage()
      const top = pen.y
      drawLines(lines, MARGIN, style.size, font)
      pen.y = top
      drawLines(rightLines, MARGIN + WIDTH * 0.32, style.size, font)
      pen.y = top - height
    } else if (block.kind === 'bullet') {
      if (pen.y - lineHeight < FOOT) pen = newPage()
      pen.page.drawText('-', { x: MARGIN + 2, y: pen.y - lineHeight, size: style.size, font, color: INK })
      drawLines(lines, MARGIN + 14, style.size, font)
    } else {
      // A heading is never left alone at the foot of a page.
      if ((block.kind === 'heading' || block.kind === 'subheading') && pen.y - 4 * lineHeight < FOOT) pen = newPage()
      drawLines(lines, MARGIN, style.size, font)
      if (block.kind === 'signature') {
        pen.y -= SIGNATURE_GAPS[0]
        pen.page.drawLine({ start: { x: MARGIN, y: pen.y }, end: { x: MARGIN + WIDTH, y: pen.y }, thickness: 0.6, color: INK })
        pen.y -= SIGNATURE_GAPS[1]
        pen.page.drawLine({ start: { x: MARGIN, y: pen.y }, end: { x: MARGIN + WIDTH, y: pen.y }, thickness: 0.6, color: INK })
      }
    }
    pen.y -= style.after
  }

  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!
    if (block.kind === 'page-break') {
      pen = newPage()
      continue
    }
    const run = keptTogether(blocks, index).map(lay)
    // A question with its answer and points moves whole to a new page rather than split by the page's foot.
    const height = run.reduce((sum, laid) => sum + laid.height, 0)
    if (run.length > 1 && height <= USABLE_HEIGHT && pen.y - height < FOOT) pen = newPage()
    for (const laid of run) draw(laid)
    index += run.length - 1
  }

  const pages = document.getPages()
  pages.forEach((page, index) => {
    const footer = drawable(meta.words('footer', { page: index + 1, pages: pages.length }), regular)
    page.drawText(footer, { x: PAGE.width - MARGIN - regular.widthOfTextAtSize(footer, 8), y: MARGIN / 2, size: 8, font: regular, color: INK })
  })
  return document.save()
}
