/**
 * The instrument kind is set consistently (decision 022): the site shows the "not a validated
 * scale" notice from source.kind alone, so the catalogue check refuses a checklist that does not
 * say so in its source, a checklist whose texts call it validated, and a "validated-instrument"
 * whose source says it is not validated.
 */
import { describe, expect, it } from 'vitest'
import { checkCatalog } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { catalogSlugs, copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'

function problemsOf(definition: TestDefinition) {
  return checkCatalog([{ fileName: `${definition.routeSlug}.json`, json: definition }], [])
}

describe('instrument kind checks', () => {
  it('the whole catalogue passes', () => {
    const tests = catalogSlugs().map((slug) => ({ fileName: `${slug}.json`, json: readCatalogJson(slug) }))
    expect(checkCatalog(tests, []).filter((problem) => /validated|source\//.test(problem.message + problem.pointer))).toEqual([])
  })

  it.each([
    'metabolic-syndrome', 'lifestyle-habits', 'family-health-risk', 'fertility-health',
    'contraceptive-knowledge', 'lung-cancer', 'breast-cancer', 'colorectal-cancer',
  ])('%s is a guideline checklist, so the site tells the person it is not a validated scale', (slug) => {
    expect(readCatalogJson(slug).source.kind).toBe('guideline-checklist')
  })

  it('refuses a guideline checklist marked as a validated instrument', () => {
    const lung = copyOf(readCatalogJson('lung-cancer'))
    lung.source.kind = 'validated-instrument'
    // Its team Kiswahili would be refused for a validated instrument too: left out, so only the kind check speaks.
    delete lung.translations
    expect(problemsOf(lung)).toEqual([
      { file: 'lung-cancer.json', pointer: '/source/kind', message: expect.stringMatching(/^is "validated-instrument", but source\.instrument says the test is not a validated scale/) },
    ])
  })

  it('refuses a guideline checklist whose source does not say it is not validated', () => {
    const lung = copyOf(readCatalogJson('lung-cancer'))
    lung.source.instrument = 'Lung cancer screening eligibility rule of the US Preventive Services Task Force (2021)'
    expect(problemsOf(lung)).toEqual([
      { file: 'lung-cancer.json', pointer: '/source/instrument', message: expect.stringMatching(/^must say the test is not a validated scale/) },
    ])
  })

  it('refuses a guideline checklist whose texts call it validated, and accepts "not a validated"', () => {
    const metabolic = copyOf(readCatalogJson('metabolic-syndrome'))
    metabolic.description = 'A validated check of the metabolic syndrome criteria.'
    metabolic.scoring.bands[0]!.description = 'These criteria were validated in large studies.'
    metabolic.disclaimer = 'This check is not a diagnosis and not a validated scale.'
    expect(problemsOf(metabolic)).toEqual([
      { file: 'metabolic-syndrome.json', pointer: '/description', message: expect.stringMatching(/calls the test validated, but it is a guideline checklist/) },
      { file: 'metabolic-syndrome.json', pointer: '/scoring/bands/0/description', message: expect.stringMatching(/calls the test validated/) },
    ])
  })

  it('lets a validated scale say "validation study" in its texts', () => {
    const gaming = copyOf(readCatalogJson('gaming-dependency'))
    gaming.description = 'A validated scale of gaming problems.'
    expect(problemsOf(gaming)).toEqual([])
  })
})
