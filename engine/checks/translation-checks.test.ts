/**
 * The translation checks, one broken thing at a time, on copies of real catalogue tests given a
 * complete Kiswahili translation made for the test (every visible string marked "[sw]"): each
 * case expects the problem as the author's command prints it (file, JSON pointer, sentence).
 */
import { describe, expect, it } from 'vitest'
import { checkDefinition, formatProblem, isItemWording, visibleStrings } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'

const swahiliSource = {
  translation: 'A published Kiswahili translation (test fixture)',
  validation: 'A validation study (test fixture), doi:10.0000/fixture',
  licence: 'Free to reproduce (test fixture)',
  url: 'https://example.org/fixture',
}

/** The test with every visible string in Kiswahili: items published (with a cited source) for a validated instrument, all team text for a checklist. */
function bilingual(slug: string): TestDefinition {
  const definition = copyOf(readCatalogJson(slug))
  delete definition.translations
  delete definition.source.translations
  const validated = definition.source.kind === 'validated-instrument'
  const published: Record<string, string> = {}
  const team: Record<string, string> = {}
  for (const { pointer, text } of visibleStrings(definition)) (validated && isItemWording(pointer) ? published : team)[pointer] = `[sw] ${text}`
  definition.translations = { sw: validated ? { published, team } : { team } }
  if (validated) definition.source.translations = { sw: { ...swahiliSource } }
  return definition
}

function printed(definition: TestDefinition): string[] {
  return checkDefinition(definition, `${definition.routeSlug}.json`).map(formatProblem)
}

describe('translation checks', () => {
  it('accept a complete translation of a validated instrument and of a guideline checklist', () => {
    expect(printed(bilingual('depression'))).toEqual([])
    expect(printed(bilingual('sti-risk'))).toEqual([])
  })

  it('name a missing string by file, pointer and language', () => {
    const definition = bilingual('depression')
    delete definition.translations!.sw!.published!['/questions/3/options/2/text']
    expect(printed(definition)).toEqual(['depression.json /questions/3/options/2/text: no Kiswahili (sw) text; add it under /translations/sw/published'])
  })

  it('name every missing string of a checklist, pointing to the team list', () => {
    const definition = bilingual('sti-risk')
    delete definition.translations!.sw!.team!['/formalTitle']
    delete definition.translations!.sw!.team!['/scoring/bands/0/nextSteps/0']
    expect(printed(definition)).toEqual([
      'sti-risk.json /formalTitle: no Kiswahili (sw) text; add it under /translations/sw/team',
      'sti-risk.json /scoring/bands/0/nextSteps/0: no Kiswahili (sw) text; add it under /translations/sw/team',
    ])
  })

  it('refuse a pointer that names no visible string: an id, a search word, a score, one past the end', () => {
    const definition = bilingual('sti-risk')
    Object.assign(definition.translations!.sw!.team!, { '/questions/0/id': 'x', '/keyWords/0': 'x', '/scoring/bands/0/min': 'x', '/questions/99/question': 'x' })
    const problems = printed(definition)
    expect(problems).toHaveLength(4)
    expect(problems[0]).toBe('sti-risk.json /translations/sw/team/~1questions~10~1id: "/questions/0/id" names no visible string of this test; translate only the pointers of titles, introduction, questions, options, units, bands, next steps, flags and result sections')
    expect(problems.join('\n')).toContain('"/keyWords/0" names no visible string')
    expect(problems.join('\n')).toContain('"/questions/99/question" names no visible string')
  })

  it('refuse a validated instrument in Kiswahili that does not cite its Kiswahili source', () => {
    const definition = bilingual('depression')
    delete definition.source.translations
    expect(printed(definition)).toEqual([
      'depression.json /source/translations/sw: this validated instrument declares Kiswahili (sw) but does not cite its Kiswahili (sw) source; give the published translation, its validation study, the licence and its address, or remove /translations/sw',
    ])
  })

  it('refuse a cited source whose fields are missing (the schema)', () => {
    const definition = bilingual('depression')
    delete (definition.source.translations!.sw as Partial<typeof swahiliSource>).validation
    expect(printed(definition).join('\n')).toMatch(/\/source\/translations\/sw.*validation/)
  })

  it('refuse a validated instrument whose question or option the team translated', () => {
    const definition = bilingual('depression')
    const published = definition.translations!.sw!.published!
    definition.translations!.sw!.team!['/questions/0/question'] = published['/questions/0/question']!
    delete published['/questions/0/question']
    expect(printed(definition)).toEqual([
      'depression.json /translations/sw/team/~1questions~10~1question: this is a validated instrument: its questions and options may be copied only from the published Kiswahili (sw) translation cited in /source/translations/sw, never translated by the team; move it to /translations/sw/published with the published wording, or leave the test in English',
    ])
  })

  it('refuse "published" text in a guideline checklist, and a string given twice', () => {
    const checklist = bilingual('sti-risk')
    checklist.translations!.sw!.published = { '/formalTitle': 'x' }
    const problems = printed(checklist)
    expect(problems).toContain('sti-risk.json /translations/sw/published/~1formalTitle: a guideline checklist has no published Kiswahili (sw) translation; the team\'s translation goes under /translations/sw/team, where it awaits clinical review')
    expect(problems).toContain('sti-risk.json /translations/sw/team/~1formalTitle: "/formalTitle" is given both as published and as team text; keep only one')
  })

  it('refuse a translation whose placeholders differ from the English', () => {
    const definition = bilingual('sti-risk')
    definition.formalTitle = 'Risk for {name}'
    definition.translations!.sw!.team!['/formalTitle'] = 'Hatari kwa {jina}'
    expect(printed(definition)).toEqual(['sti-risk.json /translations/sw/team/~1formalTitle: has the placeholders {jina}, but the English text has {name}; keep the same ones'])
  })

  it('refuse a Kiswahili source cited with no Kiswahili text, "language" written in a file, and "question_sw"', () => {
    const cited = copyOf(readCatalogJson('depression'))
    delete cited.translations
    cited.source.translations = { sw: { ...swahiliSource } }
    expect(printed(cited)).toEqual(['depression.json /source/translations/sw: cites a Kiswahili (sw) translation, but the test gives no Kiswahili (sw) text under /translations/sw'])
    const language = bilingual('sti-risk')
    language.language = 'sw'
    expect(printed(language)[0]).toMatch(/^sti-risk\.json \/language: is set by the engine/)
    const inline = copyOf(readCatalogJson('sti-risk'))
    ;(inline.questions[0] as unknown as Record<string, unknown>).question_sw = 'Swali'
    expect(printed(inline).join('\n')).toMatch(/question_sw/)
  })
})
