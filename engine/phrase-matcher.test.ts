/** The phrase grammar shared by the crisis and concern lexicons: alternatives, begins, ends, misspellings, gaps. */
import { describe, expect, it } from 'vitest'
import { compilePhrase, compileRewrites, matchWords, phraseSpans } from './phrase-matcher.ts'

const words = (text: string) => matchWords(text, compileRewrites({ im: 'i am' }))
const matches = (phrase: string, text: string) => phraseSpans(compilePhrase(phrase), words(text)).length > 0

describe('phrase matching', () => {
  it('reads a word beginning with * as any word that ends with it (Swahili verb prefixes)', () => {
    for (const text of ['nataka kujiua', 'atajiua leo', 'anajiua', 'wamejiua']) expect(matches('*jiua', text)).toBe(true)
    expect(matches('*jiua', 'nataka kujua')).toBe(false)
    expect(matches('*jiua', 'jiuana')).toBe(false)
  })

  it('reads a word ending with * as any word that begins with it, and ~ as one letter off', () => {
    expect(matches('suicid*', 'feeling suicidle')).toBe(true)
    expect(matches('suicidal~', 'feeling suicdal')).toBe(true)
    expect(matches('kill myself', 'kil myself')).toBe(true)
  })

  it('reads ... as up to three words and | as alternatives of one word', () => {
    expect(matches('want ... die', 'i want to just die')).toBe(true)
    expect(matches('want ... die', 'i want to go and then die')).toBe(false)
    expect(matches('end|take my life', 'i will take my life')).toBe(true)
  })
})
