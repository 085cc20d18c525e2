/**
 * Grade tones: SPEC.md's colour table binds the texts it names, except where the clinical meaning
 * overrides it (decision 021): the best MSPSS band is green, never the warning yellow.
 */
import { describe, expect, it } from 'vitest'
import { checkDefinition } from '#engine/index.ts'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'

function withHighSupportTone(tone: 'green' | 'yellow') {
  const definition = copyOf(readCatalogJson('social_support'))
  const band = definition.scoring.bands.find((candidate) => candidate.grade === 'High Social Support')!
  band.tone = tone
  return checkDefinition(definition, 'social_support.json')
}

describe('grade tones', () => {
  it('"High Social Support" must be green, the colour of a good result', () => {
    expect(withHighSupportTone('green')).toEqual([])
    expect(withHighSupportTone('yellow')).toEqual([
      expect.objectContaining({ pointer: '/scoring/bands/2/tone', message: expect.stringMatching(/shown green/) }),
    ])
  })

  it('keeps the rest of SPEC\'s table: "Low Social Support" stays red-orange', () => {
    const definition = copyOf(readCatalogJson('social_support'))
    definition.scoring.bands[0]!.tone = 'green'
    expect(checkDefinition(definition, 'social_support.json')).toEqual([
      expect.objectContaining({ pointer: '/scoring/bands/0/tone', message: expect.stringMatching(/shown red-orange/) }),
      // And, the scale's higher scores being better, the next band's orange is now harsher than it.
      expect.objectContaining({ pointer: '/scoring/bands/1/tone', message: expect.stringMatching(/harsher than "Low Social Support" \(green\)/) }),
    ])
  })
})
