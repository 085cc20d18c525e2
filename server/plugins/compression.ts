/**
 * Compresses answers above 1 KiB (a test definition is about 9 KiB of JSON) with brotli or gzip,
 * whichever the browser accepts, at brotli's fast level 4 so a request never waits long on it.
 * Registered inside /api only (routes/api.ts): the web app's files are not compressed here, the
 * build wrote their compressed copies.
 */
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const compressionThresholdBytes = 1024

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: compressionThresholdBytes, encodings: ['br', 'gzip'] })
}

export default fp(compression, { name: 'compression' })
