/**
 * The whole catalogue: the 34 tests of ARCHITECTURE.md's table, each with its code, each loading
 * with no problem, each in one existing category, and every category holding at least one test.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkCatalog } from '#engine/index.ts'
import type { CategoryCatalogue } from '#schemas/index.ts'
import { catalogSlugs, readCatalogJson } from '#tools/catalog-fixtures.ts'

/** ARCHITECTURE.md, "Test codes". */
const TEST_CODES: Record<string, string> = {
  depression: 'MH-001', anxiety: 'MH-002', burnout: 'MH-003', ptsd: 'MH-004', social_support: 'MH-005',
  existential_anxiety: 'MH-006', audit: 'MH-007', 'physical-activity': 'PA-001', 'sedentary-behavior': 'PA-002',
  'dietary-assessment': 'DN-001', 'nutritional-deficiency': 'DN-002', 'healthy-eating': 'DN-003',
  'lifestyle-habits': 'GW-001', 'holistic-wellbeing': 'GW-002', 'family-health-risk': 'GW-003',
  'digital-usage-patterns': 'DA-001', 'social-media-addiction': 'DA-002', 'gaming-dependency': 'DA-003',
  'digital-addiction': 'DA-004', 'diabetes-risk': 'LD-001', 'hypertension-risk': 'LD-002',
  'heart-disease-risk': 'LD-003', 'obesity-risk': 'LD-004', 'metabolic-syndrome': 'LD-005',
  'breast-cancer': 'CS-001', 'colorectal-cancer': 'CS-002', 'prostate-cancer': 'CS-003', 'lung-cancer': 'CS-004',
  'contraceptive-knowledge': 'SR-001', 'sti-risk': 'SR-002', 'fertility-health': 'SR-003',
  'menstrual-health': 'SR-004', 'pregnancy-health': 'SR-005', 'postnatal-health': 'SR-006',
}

/** SPEC.md section 3 (the six categories) and ARCHITECTURE.md (the two added). */
const CATEGORY_OF_PREFIX: Record<string, string[]> = {
  MH: ['mental-health'], PA: ['physical-activity'], DN: ['diet-nutrition'], GW: ['general-wellbeing'],
  DA: ['digital-addiction'], LD: ['lifestyle-diseases'], CS: ['cancer-screening'], SR: ['sexual-reproductive-health'],
}

const categories = (JSON.parse(readFileSync(new URL('./categories.json', import.meta.url), 'utf8')) as CategoryCatalogue).categories
const categorySlugs = categories.map((category) => category.routeSlug)
const definitions = catalogSlugs().map((slug) => ({ slug, json: readCatalogJson(slug) }))

describe('the tests catalogue', () => {
  it('has a definition for each of the 34 test routes, and no other', () => {
    expect(catalogSlugs()).toEqual(Object.keys(TEST_CODES).sort())
  })

  it('gives every test the code of ARCHITECTURE.md, each code once', () => {
    const codes = definitions.map(({ slug, json }) => [slug, json.testCode])
    expect(Object.fromEntries(codes)).toEqual(TEST_CODES)
    expect(new Set(codes.map(([, code]) => code)).size).toBe(34)
  })

  it('loads every test with no structural or semantic problem', () => {
    const files = definitions.map(({ slug, json }) => ({ fileName: `${slug}.json`, json }))
    expect(checkCatalog(files, categorySlugs)).toEqual([])
  })

  it('puts every test in the category its code belongs to', () => {
    for (const { slug, json } of definitions) {
      expect(CATEGORY_OF_PREFIX[json.testCode.slice(0, 2)], slug).toContain(json.category)
    }
  })

  it('has the eight categories, each holding at least one test', () => {
    expect(categorySlugs.sort()).toEqual(Object.values(CATEGORY_OF_PREFIX).flat().sort())
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
