/**
 * The crisis detector (engine/crisis-detector.ts) against the labelled crisis set: every positive
 * fires with the right kind, at most 5% of the negatives fire, and the lexicon file is valid.
 * Prints the set's size, the recall and the false-positive rate.
 */
import { describe, expect, it } from 'vitest'
import lexiconJson from '#catalog/crisis-lexicon.json' with { type: 'json' }
import { crisisMatches, detectCrisis, type CrisisLexicon } from '#engine/index.ts'
import { schemaProblems } from '#schemas/index.ts'
import { concernCases } from '../testing/chat-sets/concern-set.ts'
import { crisisNegatives, crisisPositives } from '../testing/chat-sets/crisis-set.ts'

const lexicon = lexiconJson as unknown as CrisisLexicon

describe('the crisis lexicon', () => {
  it('is valid against its schema', () => {
    expect(schemaProblems('crisis-lexicon.schema.json', lexicon)).toEqual([])
  })
})

describe('the crisis set (RELIABILITY C2)', () => {
  it('holds at least 100 positives and 100 negatives', () => {
    expect(crisisPositives.length).toBeGreaterThanOrEqual(100)
    expect(crisisNegatives.length).toBeGreaterThanOrEqual(100)
  })

  it('detects every positive, with its kind', () => {
    const missed = crisisPositives.filter(({ text, kind }) => detectCrisis(text, lexicon)?.kind !== kind)
    const recall = (crisisPositives.length - missed.length) / crisisPositives.length
    console.log(`crisis set: ${crisisPositives.length} positives, recall ${(recall * 100).toFixed(1)}%`)
    expect(missed).toEqual([])
  })

  it('fires on at most 5% of the negatives', () => {
    const fired = crisisNegatives.filter((text) => detectCrisis(text, lexicon) !== null)
    const rate = fired.length / crisisNegatives.length
    console.log(`crisis set: ${crisisNegatives.length} negatives, false positives ${fired.length} (${(rate * 100).toFixed(1)}%): ${fired.join(' | ')}`)
    expect(rate).toBeLessThanOrEqual(0.05)
  })
})

describe('ordinary concerns', () => {
  it('never fire the crisis detector (every message of the concern set)', () => {
    expect(concernCases.filter(({ text }) => detectCrisis(text, lexicon) !== null).map(({ text }) => text)).toEqual([])
  })
})

describe('detectCrisis', () => {
  it('returns null for an empty or harmless message', () => {
    expect(detectCrisis('', lexicon)).toBeNull()
    expect(detectCrisis('   ', lexicon)).toBeNull()
    expect(detectCrisis('I want to check my blood sugar', lexicon)).toBeNull()
  })

  it('prefers suicide and self-harm over violence over a medical emergency', () => {
    expect(detectCrisis('he beats me and I want to die', lexicon)).toEqual({ kind: 'suicide-self-harm' })
    expect(detectCrisis('he is choking me', lexicon)).toEqual({ kind: 'violence' })
  })

  it('squeezes repeated letters, drops accents and reads chat spellings', () => {
    expect(detectCrisis('i wannnna kiiiill myselfff', lexicon)).toEqual({ kind: 'suicide-self-harm' })
    expect(detectCrisis('I WANT TO DÍE', lexicon)).toEqual({ kind: 'suicide-self-harm' })
    expect(detectCrisis('u know i want 2 die', lexicon)).toEqual({ kind: 'suicide-self-harm' })
  })

  it('allows one letter of misspelling only where the lexicon says so', () => {
    expect(detectCrisis('feeling suicdal', lexicon)).toEqual({ kind: 'suicide-self-harm' })
    // "kujua" (to know) is one letter from "kujiua": Swahili words are matched exactly.
    expect(detectCrisis('nataka kujua zaidi', lexicon)).toBeNull()
  })

  it('ignores a match that an ignore phrase overlaps, but not another match in the same text', () => {
    expect(detectCrisis('I work in suicide prevention', lexicon)).toBeNull()
    expect(detectCrisis('I work in suicide prevention and I want to kill myself', lexicon)).toEqual({ kind: 'suicide-self-harm' })
  })

  it('names the rule and the words that matched', () => {
    expect(crisisMatches('nataka kujiua', lexicon)).toContainEqual(expect.objectContaining({ rule: 'suicide-sw', words: 'kujiua' }))
  })
})
