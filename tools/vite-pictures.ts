/**
 * Draws the site's pictures at build time (issue 21 items 4 and 6; decision 095), from the Lucide
 * icons schemas/pictures.ts names (lucide-static's SVG files, read here only: no icon reaches the
 * page's JavaScript). For each category, service and home picture it writes a small SVG at
 * `picturePath` (the icon in the site's green on a pale green disc, 96×96, a few hundred bytes),
 * which pages show as a plain `<img>` of fixed size; for each category, and for the site, a
 * 1200×630 PNG link-preview image at `previewImagePath` (the same icon, large, on the site's green),
 * rasterised with sharp as the app icons are (tools/vite-offline-worker.ts).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { categoryIcons, homeIcons, pictureColours, picturePath, previewImagePath, previewImageSize, serviceIcons, type PictureKind } from '../schemas/pictures.ts'

const require = createRequire(import.meta.url)

/** The drawing of a Lucide icon (its 24×24 paths, circles and lines), without its <svg> element. */
export function iconDrawing(name: string): string {
  const file = require.resolve(`lucide-static/icons/${name}.svg`)
  const svg = readFileSync(file, 'utf8')
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]
  if (!inner) throw new Error(`lucide-static/icons/${name}.svg has no drawing`)
  return inner.replace(/\s*\n\s*/g, '')
}

/** The icon's drawing at `scale`, its top-left corner at (x, y), stroked in `colour`. */
const placed = (name: string, x: number, y: number, scale: number, colour: string): string =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconDrawing(name)}</g>`

/** A picture: the icon in the site's green on a pale green disc, 96×96. */
export function pictureSvg(icon: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><!-- Lucide, ISC licence --><circle cx="48" cy="48" r="48" fill="${pictureColours.disc}"/>${placed(icon, 24, 24, 2, pictureColours.ink)}</svg>`
}

/** A link-preview image's drawing: the icon on a white disc, centred on the site's green, 1200×630. */
export function previewSvg(icon: string): string {
  const { width, height } = previewImageSize
  const [cx, cy, radius, iconSize] = [width / 2, height / 2, 230, 288]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${pictureColours.ink}"/><circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff"/>${placed(icon, cx - iconSize / 2, cy - iconSize / 2, iconSize / 24, pictureColours.ink)}</svg>`
}

/** The preview image as a small PNG (a few colours: an indexed palette keeps it to a few KiB). */
export function previewPng(icon: string): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(icon))).png({ palette: true, colours: 32, compressionLevel: 9 }).toBuffer()
}

/** Every picture the build writes: its address (without the leading slash) and its icon. */
export function pictureFiles(): { fileName: string; icon: string }[] {
  const groups: [PictureKind, Record<string, string>][] = [['categories', categoryIcons], ['services', serviceIcons], ['home', homeIcons]]
  return groups.flatMap(([kind, icons]) => Object.entries(icons).map(([slug, icon]) => ({ fileName: picturePath(kind, slug).slice(1), icon })))
}

/** Every link-preview image: one per category, and the site's (the site's mark: a heart beat). */
export function previewFiles(): { fileName: string; icon: string }[] {
  return [
    ...Object.entries(categoryIcons).map(([slug, icon]) => ({ fileName: previewImagePath(slug).slice(1), icon })),
    { fileName: previewImagePath().slice(1), icon: 'heart-pulse' },
  ]
}

export function pictures(): Plugin {
  return {
    name: 'pictures',
    apply: 'build',
    async generateBundle() {
      for (const { fileName, icon } of pictureFiles()) this.emitFile({ type: 'asset', fileName, source: pictureSvg(icon) })
      for (const { fileName, icon } of previewFiles()) this.emitFile({ type: 'asset', fileName, source: await previewPng(icon) })
    },
  }
}
