/**
 * For tests: a PDF's text as a reader extracts it (pdfjs-dist's legacy build), all pages joined
 * with runs of white space folded, so a mailed report can be checked for its answers, total and
 * band. The web has its own (web/testing/pdf-text.ts): web/ and server/ never import each other.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/'

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    }
    return pages.join(' ').replace(/\s+/g, ' ').trim()
  } finally {
    await document.destroy()
  }
}
