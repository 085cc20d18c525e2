/**
 * The site's content files in Kiswahili (decision 062): a file that declares a language gives
 * every visible string in it and names no other, so a Kiswahili page shows no English content;
 * and localising changes only the words, never an id, a link, a price or a keyword.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import categories from '../../tests-catalog/categories.json'
import services from '../../tests-catalog/services.json'
import site from '../../tests-catalog/site.json'
import wellness from '../../tests-catalog/wellness-packages.json'
import type { ContentTranslations } from '#schemas/generated/content-translations.ts'
import { schemaProblems } from '#schemas/ajv.ts'
import { contentTexts, localisedFile, localiseContent, visibleContentStrings } from './content-translations.ts'

type ContentFile = { translations?: ContentTranslations } & Record<string, unknown>

const files = [
  ['site.json', 'site.schema.json', site],
  ['categories.json', 'categories.schema.json', categories],
  ['services.json', 'services.schema.json', services],
  ['wellness-packages.json', 'wellness-packages.schema.json', wellness],
] as [string, string, ContentFile][]

describe.each(files)('%s', (name, schema, file) => {
  const texts = contentTexts(file.translations, 'sw')

  it('passes its schema with its translations', () => {
    expect(schemaProblems(schema, file)).toEqual([])
  })

  it.runIf(texts !== undefined)('gives every visible string in Kiswahili, and names no other', () => {
    const visible = visibleContentStrings(file)
    const missing = visible.filter(({ pointer }) => texts?.[pointer] === undefined).map(({ pointer }) => `${name} ${pointer}: no Kiswahili (sw) text`)
    expect(missing).toEqual([])
    const known = new Set(visible.map(({ pointer }) => pointer))
    expect(Object.keys(texts ?? {}).filter((pointer) => !known.has(pointer))).toEqual([])
  })

  it.runIf(texts !== undefined)('changes only the visible words when localised', () => {
    const localised = localisedFile(file, 'sw') as Record<string, unknown>
    expect('translations' in localised).toBe(false)
    const { translations: _translations, ...english } = file
    expect(visibleContentStrings(localised).map(({ pointer }) => pointer)).toEqual(visibleContentStrings(english).map(({ pointer }) => pointer))
    // Put the English words back: everything else was never touched.
    const back = localiseContent(localised, Object.fromEntries(visibleContentStrings(english).map(({ pointer, text }) => [pointer, text])))
    expect(back).toEqual(english)
  })
})

describe('the visible strings', () => {
  it('leave out ids, links, images, keywords and names', () => {
    const pointers = visibleContentStrings(site).map(({ pointer }) => pointer)
    expect(pointers).toContain('/home/hero/heading')
    expect(pointers).toContain('/home/faqs/items/0/answer')
    expect(pointers).not.toContain('/brand/name')
    expect(pointers).not.toContain('/home/hero/primaryButton/link')
    expect(pointers).not.toContain('/home/testimonials/items/0/author')
    expect(pointers.some((pointer) => pointer.startsWith('/translations'))).toBe(false)
    expect(visibleContentStrings(categories).some(({ pointer }) => pointer.includes('/keyWords'))).toBe(false)
  })

  it('in English are the file as it is', () => {
    expect(localisedFile(site, 'en').home).toBe(site.home)
  })
})

describe('the first load', () => {
  it('never takes site.json whole into page code: its default export would bring the Kiswahili into every English page', () => {
    const webDir = new URL('../', import.meta.url)
    const pageFiles = readdirSync(webDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)testing\//.test(file))
    const whole = pageFiles.filter((file) => /import\s+(\w+|\*\s+as\s+\w+)\s*(,\s*\{[^}]*\})?\s+from\s+'[^']*tests-catalog\/site\.json'/.test(readFileSync(new URL(file, webDir), 'utf8')))
    expect(whole).toEqual([])
  })
})
