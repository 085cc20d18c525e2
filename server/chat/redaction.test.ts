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

/** P14: 200 synthetic identifiers in chat text, as people type them. */
function syntheticIdentifiers(): { text: string; secret: string }[] {
  const names = ['Wanjiku', 'Otieno', 'Achieng', 'Kamau', 'Njeri', 'Mutua', 'Akinyi', 'Kiprono', 'Chebet', 'Barasa']
  const nameCues = ['my name is', "I'm", 'naitwa', 'jina langu ni', 'mimi ni']
  const phones = (n: number) => [`07${String(12345678 + n * 7919).slice(0, 8)}`, `+2547${String(10000000 + n * 104729).slice(0, 8)}`, `0${7 + (n % 2)}${n % 10}${n % 7} ${100 + n} ${200 + n}`, `+254 ${700 + n} ${300 + n} ${400 + n}`]
  const cases: { text: string; secret: string }[] = []
  for (let n = 0; n < 50; n += 1) {
    const name = names[n % names.length]!
    cases.push({ text: `${nameCues[n % nameCues.length]} ${name} and I cannot sleep`, secret: name })
    const phone = phones(n)[n % 4]!
    cases.push({ text: `nipigie kwa ${phone} tafadhali`, secret: phone })
    const email = `${name.toLowerCase()}.${n}@mail${n % 3}.co.ke`
    cases.push({ text: `my email: ${email}, I feel low`, secret: email })
    cases.push({ text: `Hi, ${nameCues[(n + 1) % nameCues.length]} ${name} ${names[(n + 3) % names.length]}, call ${phones(n + 1)[(n + 1) % 4]}`, secret: name })
  }
  return cases
}

describe('redaction of 200 synthetic identifiers (P14)', () => {
  it('removes every one', () => {
    const cases = syntheticIdentifiers()
    expect(cases.length).toBe(200)
    const left = cases.filter(({ text, secret }) => redact(text).includes(secret))
    console.log(`redaction: ${cases.length} synthetic identifiers, ${cases.length - left.length} redacted`)
    expect(left.map(({ text }) => text)).toEqual([])
  })
})
