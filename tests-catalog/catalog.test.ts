/**
 * The whole catalogue, whatever tests it holds (a clinician adds a test by adding one file, so
 * nothing here lists or counts them): every test loads with no problem, has a code that follows
 * the rule (its category's id in categories.json, a hyphen, three digits; each code once), sits
 * in a category that exists, repeats no instrument, and every category holds at least one test.
 * The facts SPEC.md fixes about particular tests (categories, durations, audiences) hold too.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkCatalog, checkTestCodes, repeatedInstruments } from '#engine/index.ts'
import type { CategoryCatalogue } from '#schemas/index.ts'
import { catalogSlugs, readCatalogJson } from '#tools/catalog-fixtures.ts'

/** SPEC.md section 3 (the six categories) and ARCHITECTURE.md (the two added). */
const CATEGORY_SLUGS = [
  'mental-health', 'physical-activity', 'diet-nutrition', 'general-wellbeing',
  'digital-addiction', 'lifestyle-diseases', 'cancer-screening', 'sexual-reproductive-health',
]

const categories = (JSON.parse(readFileSync(new URL('./categories.json', import.meta.url), 'utf8')) as CategoryCatalogue).categories
const categorySlugs = categories.map((category) => category.routeSlug)
const definitions = catalogSlugs().map((slug) => ({ slug, json: readCatalogJson(slug) }))
const files = definitions.map(({ slug, json }) => ({ fileName: `${slug}.json`, json }))

describe('the tests catalogue', () => {
  it('has a test file for each address, named after it', () => {
    expect(definitions.length).toBeGreaterThan(0)
    for (const { slug, json } of definitions) expect(json.routeSlug).toBe(slug)
  })

  it('loads every test with no structural or semantic problem', () => {
    expect(checkCatalog(files, categorySlugs)).toEqual([])
  })

  it("gives every test a code of its category's id and three digits, each code once", () => {
    expect(checkTestCodes(files, categories)).toEqual([])
    const codes = definitions.map(({ json }) => json.testCode)
    expect(new Set(codes).size).toBe(codes.length)
    for (const { slug, json } of definitions) {
      const id = categories.find((category) => category.routeSlug === json.category)?.id
      expect(json.testCode, slug).toMatch(new RegExp(`^${id}-\\d{3}$`))
    }
  })

  it('keeps the code the site and its clients already use for the PHQ-9 (x-test-code MH-001)', () => {
    expect(readCatalogJson('depression').testCode).toBe('MH-001')
  })

  it('repeats no instrument (check:catalog would warn)', () => {
    expect(repeatedInstruments(files)).toEqual([])
  })

  it('has the eight categories, each holding at least one test', () => {
    expect([...categorySlugs].sort()).toEqual([...CATEGORY_SLUGS].sort())
    for (const category of categorySlugs) {
      expect(definitions.filter(({ json }) => json.category === category).length, category).toBeGreaterThan(0)
    }
  })

  it('lists the six categories of SPEC.md with the tests SPEC.md names in them', () => {
    const specCategories: Record<string, string[]> = {
      'mental-health': ['depression', 'anxiety', 'burnout', 'ptsd', 'social_support', 'existential_anxiety', 'audit'],
      'physical-activity': ['physical-activity', 'sedentary-behavior'],
      'diet-nutrition': ['dietary-assessment'],
      'general-wellbeing': ['lifestyle-habits'],
      'digital-addiction': ['digital-usage-patterns'],
      'lifestyle-diseases': ['diabetes-risk'],
    }
    for (const [category, slugs] of Object.entries(specCategories)) {
      const held = definitions.filter(({ json }) => json.category === category).map(({ slug }) => slug)
      expect(held, category).toEqual(expect.arrayContaining(slugs))
    }
  })

  it('uses the durations of SPEC.md section 9', () => {
    const duration = (slug: string) => definitions.find((definition) => definition.slug === slug)?.json.duration
    for (const { slug, json } of definitions) {
      if (json.category === 'mental-health' || json.category === 'physical-activity') expect(json.duration, slug).toBe('5 minutes')
    }
    expect(duration('dietary-assessment')).toBe('10 minutes')
    for (const slug of ['lifestyle-habits', 'digital-usage-patterns', 'diabetes-risk']) expect(duration(slug), slug).toBe('8 minutes')
  })

  it('says who a one-sex test is for', () => {
    const audience = (slug: string) => definitions.find((definition) => definition.slug === slug)?.json.audience?.sex
    expect(audience('prostate-cancer')).toBe('male')
    for (const slug of ['breast-cancer', 'menstrual-health', 'pregnancy-health', 'postnatal-health']) expect(audience(slug), slug).toBe('female')
  })

  it('labels every test that is not a validated instrument as a guideline checklist', () => {
    const checklists = definitions.filter(({ json }) => json.source.kind === 'guideline-checklist').map(({ slug }) => slug)
    for (const slug of ['nutritional-deficiency', 'contraceptive-knowledge', 'sti-risk', 'fertility-health', 'menstrual-health', 'pregnancy-health', 'sedentary-behavior']) {
      expect(checklists, slug).toContain(slug)
    }
  })
})
