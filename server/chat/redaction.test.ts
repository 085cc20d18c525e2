/**
 * Redaction before text leaves for the language model: email addresses, phone numbers in Kenyan
 * and international forms, and names after the usual cues in English and Swahili.
 */
import { describe, expect, it } from 'vitest'
import { redact } from './redaction.ts'

describe('redact', () => {
  it.each([
    ['write to achieng.o@gmail.com please', 'write to [email] please'],
    ['call 0712 345 678', 'call [phone]'],
    ['my number is +254-722-000-111.', 'my number is [phone].'],
    ['piga 0722000111 sasa', 'piga [phone] sasa'],
    ['my name is otieno and I cannot sleep', 'my name is [name] and I cannot sleep'],
    ["Hi, I'm Wanjiku Kamau and I feel low", "Hi, I'm [name] and I feel low"],
    ['naitwa Baraka, nina stress', 'naitwa [name], nina stress'],
    ['Jina langu ni Amina Njeri', 'Jina langu ni [name]'],
    ['mimi ni Juma nina kisukari', 'mimi ni [name] nina kisukari'],
  ])('%s', (text, redacted) => {
    expect(redact(text)).toBe(redacted)
  })

  it('leaves ordinary health words and small numbers alone', () => {
    const text = 'I am worried about diabetes; I am 34 and walk 5 km a day, BP 140/90'
    expect(redact(text)).toBe(text)
  })
})
