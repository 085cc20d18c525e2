/**
 * The crisis detector against the held-out set (crisis-held-out-set.ts), written by kind of
 * expression before the lexicon was widened for it: every positive fires, and at most 5% of the
 * negatives. Prints the recall per kind of expression, so that a future miss names what is missing.
 */
import { describe, expect, it } from 'vitest'
import lexiconJson from '#catalog/crisis-lexicon.json' with { type: 'json' }
import { detectCrisis, type CrisisLexicon } from '#engine/index.ts'
import {
  heldOutNegatives,
  heldOutPositives,
  secondBatchNegatives,
  secondBatchPositives,
  thirdBatchNegatives,
  thirdBatchPositives,
} from '../testing/chat-sets/crisis-held-out-set.ts'

const lexicon = lexiconJson as unknown as CrisisLexicon

describe('the held-out crisis set (issue 14)', () => {
  it('covers every kind of expression in English, Swahili and Sheng', () => {
    const expressions = new Set(heldOutPositives.map(({ expression }) => expression))
    expect([...expressions].sort()).toEqual([
      'code-switching', 'hopelessness with a plan', 'indirect goodbye', 'medical emergency',
      'misspelling', 'self-harm', 'third person', 'violence',
    ])
    expect(heldOutNegatives.length).toBeGreaterThanOrEqual(90)
  })

  it('detects every positive, with its kind', () => {
    const byExpression = new Map<string, { caught: number; all: number }>()
    const missed = heldOutPositives.filter(({ text, kind, expression }) => {
      const caught = detectCrisis(text, lexicon)?.kind === kind
      const tally = byExpression.get(expression) ?? { caught: 0, all: 0 }
      byExpression.set(expression, { caught: tally.caught + (caught ? 1 : 0), all: tally.all + 1 })
      return !caught
    })
    console.log(`held-out crisis set: ${[...byExpression].map(([name, { caught, all }]) => `${name} ${caught}/${all}`).join(', ')}`)
    expect(missed).toEqual([])
  })

  it('fires on at most 5% of the negatives', () => {
    const fired = heldOutNegatives.filter((text) => detectCrisis(text, lexicon) !== null)
    console.log(`held-out crisis set: ${heldOutNegatives.length} negatives, false positives ${fired.length}: ${fired.join(' | ')}`)
    expect(fired.length / heldOutNegatives.length).toBeLessThanOrEqual(0.05)
  })
})

describe('the second batch (written after the first widening)', () => {
  it('detects every positive, with its kind, and fires on at most 5% of the negatives', () => {
    expect(secondBatchPositives.filter(({ text, kind }) => detectCrisis(text, lexicon)?.kind !== kind).map(({ text }) => text)).toEqual([])
    const fired = secondBatchNegatives.filter((text) => detectCrisis(text, lexicon) !== null)
    expect(fired.length / secondBatchNegatives.length).toBeLessThanOrEqual(0.05)
  })
})

describe('the third batch (written after the second widening)', () => {
  it('detects every positive and fires on at most 5% of the negatives', () => {
    expect(thirdBatchPositives.filter((text) => detectCrisis(text, lexicon) === null)).toEqual([])
    const fired = thirdBatchNegatives.filter((text) => detectCrisis(text, lexicon) !== null)
    expect(fired.length / thirdBatchNegatives.length).toBeLessThanOrEqual(0.05)
  })
})

describe('rules of several signals', () => {
  it('fire only when every signal is in the message', () => {
    expect(detectCrisis('I have nothing left to live for', lexicon)).toEqual({ kind: 'suicide-self-harm' })
    expect(detectCrisis('I bought rat poison for the mice', lexicon)).toBeNull()
    expect(detectCrisis('there is no hope of passing this exam', lexicon)).toBeNull()
    expect(detectCrisis('there is no hope, I bought rat poison', lexicon)).toEqual({ kind: 'suicide-self-harm' })
    expect(detectCrisis('Asante, kwaheri!', lexicon)).toBeNull()
    expect(detectCrisis('Kwaheri, sitakuwepo tena', lexicon)).toEqual({ kind: 'suicide-self-harm' })
  })
})
