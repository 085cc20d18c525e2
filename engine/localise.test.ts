/**
 * The visible strings of a test and a test in another language: the list misses no string a
 * person reads (every string of every catalogue test is either listed or one of the kinds the
 * list leaves out on purpose), and a localised definition changes only those strings.
 */
import { describe, expect, it } from 'vitest'
import { availableLocales, interpret, localiseDefinition, visibleStrings } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { allCatalogTests, copyOf, loadCatalogTest } from '#tools/catalog-fixtures.ts'

/** Every string leaf of a JSON value with its pointer. */
function stringLeaves(value: unknown, pointer = ''): { pointer: string; text: string }[] {
  if (typeof value === 'string') return [{ pointer, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, `${pointer}/${index}`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, `${pointer}/${key}`))
  return []
}

/** The strings the list leaves out on purpose: references, codes, tones, author notes, search terms, the citation. */
const notVisible = [
  /^\/\$schema$/, /^\/(testCode|routeSlug|category|image)$/, /^\/audience\/sex$/, /^\/keyWords\/\d+$/, /^\/source\//, /^\/translations\//,
  /\/id$/, /\/type$/, /\/tone$/, /\/toneReason$/, /\/notRiskItem\/reason$/, /\/services\/\d+$/, /\/nextQuestion$/,
  /\/(goto|answer|value|section|direction|chosen\/question|answered)$/, /\/items\/\d+$/, /^\/scoring\/(values|total)\b/,
  /\/when\//, /\/next\/\d+\//, /\/value\//,
]

/** A complete Kiswahili translation made for the test: every visible string marked, so a change shows. */
function withTranslation(definition: TestDefinition): TestDefinition {
  const copy = copyOf(definition)
  const texts = Object.fromEntries(visibleStrings(definition).map(({ pointer, text }) => [pointer, `[sw] ${text}`]))
  copy.translations = { sw: { team: texts } }
  return copy
}

describe('visibleStrings', () => {
  it('lists every string a person reads in every catalogue test, and nothing else', () => {
    for (const definition of allCatalogTests()) {
      const listed = new Set(visibleStrings(definition).map((entry) => entry.pointer))
      const missed = stringLeaves(definition).filter(({ pointer }) => !listed.has(pointer) && !notVisible.some((rule) => rule.test(pointer)))
      expect(missed, definition.routeSlug).toEqual([])
      for (const pointer of listed) expect(notVisible.some((rule) => rule.test(pointer)), `${definition.routeSlug} ${pointer}`).toBe(false)
    }
  })

  it('names the PHQ-9 question, its options, its bands and its risk flag by pointer', () => {
    const pointers = visibleStrings(loadCatalogTest('depression')).map((entry) => entry.pointer)
    expect(pointers).toEqual(expect.arrayContaining([
      '/formalTitle', '/instructions/0', '/questions/8/question', '/questions/3/options/2/text',
      '/scoring/bands/0/grade', '/scoring/bands/4/nextSteps/0', '/scoring/flags/0/text',
    ]))
    expect(pointers).not.toContain('/keyWords/0')
    expect(pointers).not.toContain('/source/citation')
  })
})

describe('localiseDefinition', () => {
  const depression = loadCatalogTest('depression')

  it('answers English, marked as English, for English or for a language the test does not have', () => {
    const english = localiseDefinition(depression, 'en')
    expect(english.language).toBe('en')
    expect(english.questions[0]!.question).toBe(depression.questions[0]!.question)
    const untranslated = copyOf(depression)
    delete untranslated.translations
    expect(localiseDefinition(untranslated, 'sw').language).toBe('en')
    expect(availableLocales(untranslated)).toEqual(['en'])
  })

  it('replaces every visible string and nothing else, leaving the definition given unchanged', () => {
    const bilingual = withTranslation(depression)
    const before = JSON.stringify(bilingual)
    const swahili = localiseDefinition(bilingual, 'sw')
    expect(JSON.stringify(bilingual)).toBe(before)
    expect(swahili.language).toBe('sw')
    expect(swahili.translations).toBeUndefined()
    expect(availableLocales(bilingual)).toEqual(['en', 'sw'])
    const texts = new Map(visibleStrings(swahili).map(({ pointer, text }) => [pointer, text]))
    for (const { pointer, text } of visibleStrings(depression)) expect(texts.get(pointer)).toBe(`[sw] ${text}`)
    const { language: _language, ...rest } = swahili
    const strip = (definition: TestDefinition) => JSON.stringify(definition, (_key, value) => (typeof value === 'string' ? '' : value))
    const { translations: _translations, ...original } = bilingual
    expect(strip(rest as TestDefinition)).toBe(strip(original as TestDefinition))
  })

  it('gives the same total, band and flags in both languages, with the Kiswahili texts in the result', () => {
    const bilingual = withTranslation(depression)
    const answers = [3, 3, 2, 2, 1, 1, 0, 0, 1, 0]
    const english = interpret(bilingual, answers)
    const swahili = interpret(localiseDefinition(bilingual, 'sw'), answers)
    expect(swahili.totalScore).toBe(english.totalScore)
    expect(swahili.tone).toBe(english.tone)
    expect(swahili.grade).toBe(`[sw] ${english.grade}`)
    expect(swahili.suicideRisk).toBe(`[sw] ${english.suicideRisk}`)
  })
})
