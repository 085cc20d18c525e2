/**
 * Compresses answers above 1 KiB (a test definition is about 9 KiB of JSON) with brotli or gzip,
 * whichever the browser accepts, at brotli's fast level 4 so a request never waits long on it.
 * Registered inside /api only (routes/api.ts): the web app's files are not compressed here, the
 * build wrote their compressed copies. An answer that is the same every time (a page, a test
 * definition) is compressed once, at a better level, with `precompressed`, and sent with
 * `sendPrecompressed`; this plugin leaves an answer that already has a Content-Encoding alone.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export const compressionThresholdBytes = 1024

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: compressionThresholdBytes, encodings: ['br', 'gzip'] })
}

/** A text answer and its brotli and gzip forms, made once. */
export type Precompressed = { text: string; brotli: Buffer; gzip: Buffer }

/** `fast` for an answer made for one request (brotli 4, gzip 6), rather than once for many. */
export function precompressed(text: string, effort: 'best' | 'fast' = 'best'): Precompressed {
  const bytes = Buffer.from(text)
  const fast = effort === 'fast'
  return {
    text,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: fast ? 4 : 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzip: gzipSync(bytes, { level: fast ? 6 : 9 }),
  }
}

/** Sends the form the browser accepts (brotli, then gzip, else plain), varying on Accept-Encoding (besides what the answer already varies on). */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: Precompressed): FastifyReply {
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.brotli)
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip)
  return reply.send(body.text)
}

export default fp(compression, { name: 'compression' })
