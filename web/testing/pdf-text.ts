/**
 * The text of a PDF, page by page, as a PDF reader extracts it (pdfjs-dist's legacy build, which
 * runs in Node): what the full report's tests read back. Each page's text items are joined with
 * spaces and runs of white space folded, so a wrapped sentence reads as one line.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// The widths of the 14 standard fonts (Helvetica), which pdfjs reads from its own folder.
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/'

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent()
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
    }
    return pages
  } finally {
    await document.destroy()
  }
}

/** All the PDF's text as one string. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join(' ')
}
