/**
 * Compression as a phone on a slow network sees it: the build's brotli and gzip copies are sent to
 * a browser that accepts them (with Vary and the year-long cache kept), small files too unless no
 * copy is smaller, and JSON answers above 1 KiB are compressed on the fly; small answers and
 * browsers that accept nothing get plain bytes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '#tools/vite-precompress.ts'
import { createTestApp } from './testing/test-app.ts'

const script = `export const greeting = ${JSON.stringify('Habari! '.repeat(400))};\n`
// Below 1 KiB, like the bundler's runtime chunk every page loads: worth compressing all the same.
const small = `export const words = ${JSON.stringify(Array.from({ length: 40 }, (_, index) => `neno ${index}`))};\n`
let webRoot: string
let app: FastifyInstance

beforeAll(async () => {
  webRoot = path.join(await mkdtemp(path.join(tmpdir(), 'compression-test-')), 'dist')
  await mkdir(path.join(webRoot, 'assets'), { recursive: true })
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>fake build</title>')
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), script)
  await writeFile(path.join(webRoot, 'assets', 'small-abc123.js'), small)
  await writeFile(path.join(webRoot, 'assets', 'tiny-abc123.js'), 'export {}\n')
  await precompressFolder(webRoot)
  app = (await createTestApp({ webRoot })).app
})

afterAll(async () => {
  await app.close()
  await rm(path.dirname(webRoot), { recursive: true, force: true })
})

describe('the web app files', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year and varying on the encoding', async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
    expect(response.rawPayload.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends a small file (under 1 KiB) compressed too', async () => {
    expect(small.length).toBeLessThan(1024)
    const response = await app.inject({ url: '/assets/small-abc123.js', headers: { 'accept-encoding': 'br' } })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.rawPayload.length).toBeLessThan(small.length / 2)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(small)
  })

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends plain bytes when the browser accepts no encoding, and for a file no copy would make smaller', async () => {
    const plain = await app.inject({ url: '/assets/main-abc123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
    const tiny = await app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br' } })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('export {}\n')
  })
})

describe('JSON answers', () => {
  it('compresses a test definition (above 1 KiB) with brotli, giving the same JSON', async () => {
    const headers = { 'x-test-code': 'MH-001' }
    const plain = await app.inject({ url: '/api/tests/', headers })
    const compressed = await app.inject({ url: '/api/tests/', headers: { ...headers, 'accept-encoding': 'br' } })
    expect(plain.statusCode).toBe(200)
    expect(plain.body.length).toBeGreaterThan(1024)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2)
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves a small answer as it is', async () => {
    const response = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toEqual({ status: 'ok' })
  })
})
