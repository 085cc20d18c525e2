/**
 * The pictures (issue 21 item 6; decision 095): every category and every service has one, every
 * catalogue field that names a picture names one the build writes (a test shows its category's),
 * and the link-preview images are the large, small-byte PNGs link previews draw (item 4).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { categoryIcons, homeIcons, picturePath, previewImageSize, serviceIcons } from '#schemas/pictures.ts'
import { catalogDir, testFilePaths } from './catalog-files.ts'
import { pictureFiles, pictureSvg, previewFiles, previewPng } from './vite-pictures.ts'

const require = createRequire(import.meta.url)
const json = (file: string) => JSON.parse(readFileSync(`${catalogDir}/${file}`, 'utf8'))
const written = new Set(pictureFiles().map(({ fileName }) => `/${fileName}`))

describe('pictures', () => {
  it('gives every category a picture, and categories.json names it', () => {
    for (const category of json('categories.json').categories as { routeSlug: string; imageSrc: string }[]) {
      expect(Object.keys(categoryIcons), category.routeSlug).toContain(category.routeSlug)
      expect(category.imageSrc).toBe(picturePath('categories', category.routeSlug))
    }
  })

  it('gives every service and every home page service card a picture', () => {
    const services = (json('services.json').services as { routeSlug: string }[]).map((service) => service.routeSlug)
    const cards = (json('site.json').home.services.cards as { id: string }[]).map((card) => card.id)
    for (const slug of [...services, ...cards]) expect(Object.keys(serviceIcons), slug).toContain(slug)
  })

  it("shows a test with its category's picture", async () => {
    for (const file of await testFilePaths()) {
      const test = JSON.parse(readFileSync(file, 'utf8')) as { category: string; image: string }
      expect(test.image, file).toBe(picturePath('categories', test.category))
    }
  })

  it('names only pictures the build writes in site.json', () => {
    expect(written).toContain(json('site.json').home.insight.imageSrc)
  })

  it('draws every picture from an icon lucide-static has, as a small SVG', () => {
    for (const icon of new Set([...Object.values(categoryIcons), ...Object.values(serviceIcons), ...Object.values(homeIcons)])) {
      expect(existsSync(require.resolve(`lucide-static/icons/${icon}.svg`)), icon).toBe(true)
      const svg = pictureSvg(icon)
      expect(svg).toMatch(/^<svg [^>]*width="96" height="96"/)
      expect(svg.length, icon).toBeLessThan(1500)
    }
  })

  it('makes a 1200x630 PNG preview of a few KiB for every category and for the site', async () => {
    const previews = previewFiles()
    expect(previews.map(({ fileName }) => fileName)).toEqual([...Object.keys(categoryIcons).map((slug) => `images/previews/${slug}.png`), 'images/previews/site.png'])
    const png = await previewPng(categoryIcons['mental-health'])
    const { width, height, format } = await sharp(png).metadata()
    expect({ width, height, format }).toEqual({ ...previewImageSize, format: 'png' })
    expect(png.length).toBeLessThan(40 * 1024)
  })
})
