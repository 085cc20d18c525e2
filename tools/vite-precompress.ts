/**
 * A Vite build plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of
 * the build (JavaScript, CSS, HTML, SVG, JSON) whose copy is smaller than the file. The server sends
 * the precompressed copy a browser accepts (@fastify/static's `preCompressed`), so no request pays
 * for compression and brotli can use its best (slowest) level once, at build time. Small files are
 * compressed too: a page's small chunks (the bundler's runtime, a catalogue, the worker's
 * registration) were sent whole below a 1 KiB floor, about half their bytes wasted on every page;
 * a copy that would not be smaller (a few bytes) is not written, and the file goes as it is.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/

export function brotli(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  })
}

export function gzip(content: Buffer): Buffer {
  return gzipSync(content, { level: 9 })
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `folder`, each only where it is smaller; the number of files given a copy. */
export async function precompressFolder(folder: string): Promise<number> {
  let written = 0
  for (const file of await filesUnder(folder)) {
    if (!compressible.test(file)) continue
    const content = await readFile(file)
    const copies = [
      [`${file}.br`, brotli(content)],
      [`${file}.gz`, gzip(content)],
    ] as const
    const smaller = copies.filter(([, copy]) => copy.length < content.length)
    for (const [name, copy] of smaller) await writeFile(name, copy)
    if (smaller.length > 0) written += 1
  }
  return written
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressFolder(outDir)
    },
  }
}
