/**
 * Small real files for tests, built byte by byte: an 8x8 grey baseline JPEG (with Exif, XMP, ICC
 * and a comment added on request), a 1x1 PNG with text and time chunks, and a one-page PDF with a
 * document information dictionary and an XMP stream. Each carries a canary string in its metadata.
 * Also PDFs with active content (scripts, actions, an attached file), plainly or hidden.
 */
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { crc32, createDeflate, deflateSync } from 'node:zlib'

export const canary = 'CANARY-GPS-1.292066S-36.821945E'

function segment(marker: number, data: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0])
  header.writeUInt16BE(data.length + 2, 2)
  return Buffer.concat([header, data])
}

const jfif = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]))
const quantisation = segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]))
const frame = segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]))
/** One code of length 1 ('0') for symbol 0: DC difference 0, and end-of-block for AC. */
const huffman = (tableClass: number) => segment(0xc4, Buffer.concat([Buffer.from([tableClass]), Buffer.from([1, ...Array(15).fill(0)]), Buffer.from([0])]))
const scan = Buffer.concat([segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])), Buffer.from([0x3f])])

/** A minimal Exif block: a big-endian TIFF with one ImageDescription entry holding `text`. */
function exif(text: string): Buffer {
  const value = Buffer.from(`${text}\0`, 'latin1')
  const tiff = Buffer.alloc(26)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  tiff.writeUInt16BE(1, 8)
  tiff.writeUInt16BE(0x010e, 10)
  tiff.writeUInt16BE(2, 12)
  tiff.writeUInt32BE(value.length, 14)
  tiff.writeUInt32BE(26, 18)
  tiff.writeUInt32BE(0, 22)
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, value])
}

export function tinyJpeg(options: { metadata?: boolean; padding?: number } = {}): Buffer {
  const metadata = options.metadata
    ? [
        segment(0xe1, exif(canary)),
        segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${canary}</x:xmpmeta>`, 'latin1')),
        segment(0xe2, Buffer.from(`ICC_PROFILE\0\x01\x01${canary}`, 'latin1')),
        segment(0xfe, Buffer.from(canary, 'latin1')),
      ]
    : []
  const padding: Buffer[] = []
  for (let left = options.padding ?? 0; left > 0; left -= 65_000) padding.push(segment(0xfe, Buffer.alloc(Math.min(left, 65_000), 0x41)))
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, ...metadata, ...padding, quantisation, frame, huffman(0x00), huffman(0x10), scan, Buffer.from([0xff, 0xd9])])
}

/** The markers of a JPEG's segments, in order, up to the start of scan. */
export function jpegMarkers(bytes: Buffer): number[] {
  const markers: number[] = []
  let i = 2
  while (i < bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!
    markers.push(marker)
    if (marker === 0xda) break
    i += 2 + bytes.readUInt16BE(i + 2)
  }
  return markers
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

export function tinyPng(options: { metadata?: boolean } = {}): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const metadata = options.metadata
    ? [
        chunk('tEXt', Buffer.from(`Comment\0${canary}`, 'latin1')),
        chunk('iTXt', Buffer.from(`Author\0\0\0\0\0${canary}`, 'latin1')),
        chunk('tIME', Buffer.from([0x07, 0xe9, 1, 2, 3, 4, 5])),
      ]
    : []
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...metadata,
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The chunk types of a PNG, in order. */
export function pngChunkTypes(bytes: Buffer): string[] {
  const types: string[] = []
  for (let i = 8; i + 8 <= bytes.length; i += 12 + bytes.readUInt32BE(i)) types.push(bytes.toString('latin1', i + 4, i + 8))
  return types
}

/** A one-page PDF with a correct cross-reference table, an Info dictionary and an XMP stream. */
export function tinyPdf(): Buffer {
  return buildPdf([])
}

/**
 * A PDF built from objects 1 to 5 of tinyPdf plus `extra` objects (numbered from 6); `catalog`
 * adds entries to the catalog dictionary (for example '/OpenAction 6 0 R').
 */
export function buildPdf(extra: readonly (string | Buffer)[], catalog = ''): Buffer {
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${canary}</dc:creator></x:xmpmeta>`
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R /Metadata 4 0 R${catalog ? ` ${catalog}` : ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
    `<< /Type /Metadata /Subtype /XML /Length ${xmp.length} >>\nstream\n${xmp}\nendstream`,
    `<< /Author (${canary}) /Title (Insurance card \\(front\\) >> not the end) /Creator <48656C6C6F> /CreationDate (D:20250101120000+03'00') >>`,
    ...extra,
  ]
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')]
  let length = parts[0]!.length
  const offsets: number[] = []
  const push = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part
    parts.push(bytes)
    length += bytes.length
  }
  objects.forEach((body, index) => {
    offsets.push(length)
    push(`${index + 1} 0 obj\n`)
    push(body)
    push('\nendobj\n')
  })
  const xref = length
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  push(tail)
  return Buffer.concat(parts)
}

/** A stream object (dictionary and data) whose data is compressed with Flate. */
export function flateStream(dictionary: string, data: string): Buffer {
  const compressed = deflateSync(Buffer.from(data, 'latin1'))
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`, 'latin1'), compressed, Buffer.from('\nendstream', 'latin1')])
}

/**
 * A deflate bomb: a PDF of about 130 kB whose object stream (`dictionary`, without its filter
 * and length) unpacks to `megabytes` MB of spaces,
 * compressed a megabyte at a time so that making it never holds the unpacked bytes.
 */
export async function pdfBomb(megabytes = 128, dictionary = '/Type /ObjStm /N 1 /First 4'): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 })
  const parts: Buffer[] = []
  deflate.on('data', (part: Buffer) => parts.push(part))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  const megabyte = Buffer.alloc(1024 * 1024, 0x20)
  for (let index = 0; index < megabytes; index += 1) deflate.write(megabyte)
  deflate.end()
  await done
  const data = Buffer.concat(parts)
  const head = `<< ${dictionary} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`
  return buildPdf([Buffer.concat([Buffer.from(head, 'latin1'), data, Buffer.from('\nendstream', 'latin1')])])
}

/**
 * PDFs with active content, each a way a script, action or attached file can hide: plain,
 * with a name spelled with #-escapes, and inside a compressed object stream.
 */
export function activePdfs(): Record<string, Buffer> {
  return {
    'an OpenAction running JavaScript': buildPdf(['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'], '/OpenAction 6 0 R'),
    'a page with additional actions (/AA)': buildPdf(['<< /O << /S /Launch /F (cmd.exe) >> >>'], '/AA 6 0 R'),
    'a Launch action': buildPdf(['<< /Type /Action /S /Launch /F (calc.exe) >>'], '/OpenAction 6 0 R'),
    'an embedded file': buildPdf(['<< /EmbeddedFiles << /Names [(x.exe) 7 0 R] >> >>', '<< /Type /Filespec /F (x.exe) /EF << /F 8 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'], '/Names 6 0 R'),
    'a name spelled with #-escapes (/J#61vaScript)': buildPdf(['<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'], '/Open#41ction 6 0 R'),
    'a script inside a compressed object stream': buildPdf([flateStream('/Type /ObjStm /N 1 /First 4', '7 0 << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>')]),
  }
}

/** What a decoder sees in an image: its format and size (sharp reads it; throws when it does not decode). */
export async function decodedImage(bytes: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const { format, width, height } = await sharp(bytes).metadata()
  return { format, width, height }
}

/** The PDF as pdf-lib reads it: its page count and whether it has an information dictionary. */
export async function readBackPdf(bytes: Buffer): Promise<{ pages: number; hasInfo: boolean }> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
  return { pages: pdf.getPageCount(), hasInfo: pdf.context.trailerInfo.Info !== undefined }
}

