/**
 * POST /api/uploads through app.inject() on both databases: accepted files are stored without
 * their metadata and answered with a random id; anything else is refused (415 by content, 413 by
 * size) without a row; and no route serves an upload back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartFile, rowCounts, testEnv } from '../testing/booking-test-helpers.ts'
import { activePdfs, canary, pdfBomb, decodedImage, jpegMarkers, pngChunkTypes, readBackPdf, tinyJpeg, tinyPdf, tinyPng } from '../testing/upload-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe.each(testDatabaseKinds)('uploads on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: testEnv })
  }, 30_000)
  afterAll(async () => test.app.close())

  async function upload(bytes: Buffer, options?: Parameters<typeof multipartFile>[1]) {
    return test.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(bytes, options) })
  }

  async function stored(response: Awaited<ReturnType<typeof upload>>) {
    expect(response.statusCode, response.body).toBe(201)
    const { id } = response.json() as { id: string }
    expect(Object.keys(response.json())).toEqual(['id'])
    expect(id).toMatch(uuidV4)
    const row = await test.database.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return { id, row, bytes: Buffer.from(row.bytes) }
  }

  async function expectRefused(send: () => Promise<{ statusCode: number; json: () => unknown }>, status: number, message: string) {
    const before = await rowCounts(test.database.db)
    const response = await send()
    expect(response.statusCode).toBe(status)
    expect((response.json() as { message: string }).message).toBe(message)
    expect(await rowCounts(test.database.db)).toEqual(before)
  }

  it('stores a JPEG photo without its Exif (GPS), XMP, ICC profile or comment', async () => {
    const { row, bytes } = await stored(await upload(tinyJpeg({ metadata: true })))
    expect(row.content_type).toBe('image/jpeg')
    expect(row.size_bytes).toBe(bytes.length)
    expect(jpegMarkers(bytes).filter((marker) => [0xe1, 0xe2, 0xfe].includes(marker))).toEqual([])
    expect(bytes.toString('latin1')).not.toContain(canary)
    expect(await decodedImage(bytes)).toEqual(await decodedImage(tinyJpeg()))
  })

  it('stores a PNG without its text and time chunks', async () => {
    const { row, bytes } = await stored(await upload(tinyPng({ metadata: true }), { filename: 'card.png', contentType: 'image/png' }))
    expect(row.content_type).toBe('image/png')
    expect(pngChunkTypes(bytes).filter((type) => ['tEXt', 'iTXt', 'tIME'].includes(type))).toEqual([])
    expect(bytes.toString('latin1')).not.toContain(canary)
  })

  it('stores a PDF scan without its document information and XMP, still a readable one-page PDF', async () => {
    const { row, bytes } = await stored(await upload(tinyPdf(), { filename: 'card.pdf', contentType: 'application/pdf' }))
    expect(row.content_type).toBe('application/pdf')
    expect(bytes.toString('latin1')).not.toContain(canary)
    expect(await readBackPdf(bytes)).toEqual({ pages: 1, hasInfo: false })
  })

  it('judges the type by content, not by name or declared type', async () => {
    const { row } = await stored(await upload(tinyPng(), { filename: 'card.jpg', contentType: 'image/jpeg' }))
    expect(row.content_type).toBe('image/png')
  })

  it('accepts a photo of almost 5 MB', async () => {
    const { bytes } = await stored(await upload(tinyJpeg({ padding: 4_900_000 })))
    expect(await decodedImage(bytes)).toEqual(await decodedImage(tinyJpeg()))
    expect(bytes.length).toBeLessThan(10_000)
  })

  it('refuses a program renamed .jpg, an SVG, a GIF and an empty file with 415', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400)])
    program.writeUInt32LE(64, 60)
    const files = [program, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), Buffer.alloc(0)]
    for (const file of files) await expectRefused(() => upload(file, { filename: 'card.jpg', contentType: 'image/jpeg' }), 415, 'Upload a JPEG, PNG or PDF.')
    await expectRefused(() => upload(tinyJpeg().subarray(0, 100)), 415, 'Upload a JPEG, PNG or PDF.')
  })

  it('refuses a file over 5 MB with 413', async () => {
    await expectRefused(() => upload(tinyJpeg({ padding: 6 * 1024 * 1024 })), 413, 'The file is larger than 5 MB. Upload a smaller photo or scan of the insurance card.')
  })

  it('refuses a request that is not multipart, or has no file', async () => {
    await expectRefused(() => test.app.inject({ method: 'POST', url: '/api/uploads', payload: { file: 'x' } }), 415, 'Upload a JPEG, PNG or PDF. Send it as multipart/form-data in the field "file".')
    const boundary = 'empty-boundary'
    const noFile = () => test.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: `--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    await expectRefused(noFile, 400, 'Choose a photo or scan of the insurance card to upload.')
  })

  it.each(Object.entries(activePdfs()))('refuses a PDF with %s with 400, storing nothing', async (_case, pdf) => {
    await expectRefused(
      () => upload(pdf, { filename: 'card.pdf', contentType: 'application/pdf' }),
      400,
      'This PDF contains scripts, actions or attached files, which we do not accept. Upload a photo of the insurance card, or a plain scan saved as PDF.',
    )
  })

  it('refuses a PDF deflate bomb (128 MB packed in 130 kB) with 413 in under two seconds, storing nothing', async () => {
    const bomb = await pdfBomb(128)
    const started = performance.now()
    await expectRefused(
      () => upload(bomb, { filename: 'card.pdf', contentType: 'application/pdf' }),
      413,
      'This PDF unpacks to far more than a card scan needs. Upload a photo of the insurance card, or a plain scan saved as PDF.',
    )
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('accepts a file only in the documented field "file"', async () => {
    for (const field of ['attachment', 'File', 'upload']) await expectRefused(() => upload(tinyJpeg(), { field }), 400, 'Send the file in the field "file".')
    await stored(await upload(tinyJpeg(), { field: 'file' }))
  })

  it('never serves an upload back', async () => {
    const { id } = await stored(await upload(tinyJpeg()))
    for (const url of [`/api/uploads/${id}`, `/api/uploads?id=${id}`, `/uploads/${id}`]) {
      const response = await test.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })
      expect(response.statusCode).not.toBe(200)
      expect(response.rawPayload.includes(tinyJpeg().subarray(0, 20))).toBe(false)
    }
  })
})
