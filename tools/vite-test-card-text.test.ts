/** The card text of a test file in a language (tools/vite-test-card-text.ts), on real catalogue files. */
import { describe, expect, it } from 'vitest'
import { readCatalogJson } from './catalog-fixtures.ts'
import { cardText, cardTextFields, cardTitle } from './vite-test-card-text.ts'

describe('a test file card text in Kiswahili', () => {
  it('gives the five card fields in Kiswahili for a test with a Kiswahili version, from its translations', () => {
    const test = readCatalogJson('existential_anxiety') as unknown as Parameters<typeof cardText>[0]
    const team = (test.translations!.sw!.team ?? {}) as Record<string, string>
    const card = cardText(test, 'sw')
    expect(card.language).toBe('sw')
    for (const field of cardTextFields) expect(card[field]).toBe(team[`/${field}`])
    expect(Object.keys(card).sort()).toEqual(['language', ...cardTextFields].sort())
  })

  it('says a test without one is in English, and sends no copy of its English', () => {
    const card = cardText(readCatalogJson('depression') as unknown as Parameters<typeof cardText>[0], 'sw')
    expect(card).toEqual({ language: 'en', informalTitle: null, formalTitle: null, description: null, tooltip: null, duration: null })
  })

  it('gives the title alone, for what needs only titles, in Kiswahili or null', () => {
    const test = readCatalogJson('existential_anxiety') as unknown as Parameters<typeof cardText>[0]
    expect(cardTitle(test, 'sw')).toEqual({ language: 'sw', informalTitle: cardText(test, 'sw').informalTitle })
    expect(cardTitle(readCatalogJson('depression') as unknown as Parameters<typeof cardText>[0], 'sw')).toEqual({ language: 'en', informalTitle: null })
  })
})
