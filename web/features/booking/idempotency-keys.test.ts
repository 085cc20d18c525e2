/** One Idempotency-Key per filled form: kept while the values stay the same, renewed when they change. */
import { describe, expect, it } from 'vitest'
import { createIdempotencyKeys } from './idempotency-keys.ts'

function counterKeys() {
  let n = 0
  return createIdempotencyKeys(() => `key-${++n}`)
}

describe('createIdempotencyKeys', () => {
  it('gives the same key for the same values, even as a new object', () => {
    const keys = counterKeys()
    expect(keys.keyFor({ first_name: 'Amina', consent: true })).toBe('key-1')
    expect(keys.keyFor({ first_name: 'Amina', consent: true })).toBe('key-1')
  })

  it('renews the key when a value changes, and does not return to the old one', () => {
    const keys = counterKeys()
    keys.keyFor({ first_name: 'Amina' })
    expect(keys.keyFor({ first_name: 'Amina K' })).toBe('key-2')
    expect(keys.keyFor({ first_name: 'Amina' })).toBe('key-3')
  })

  it('tells files apart by identity, not by name', () => {
    const keys = counterKeys()
    const card = new File(['a'], 'card.png', { type: 'image/png' })
    expect(keys.keyFor({ insuranceCard: card })).toBe('key-1')
    expect(keys.keyFor({ insuranceCard: card })).toBe('key-1')
    expect(keys.keyFor({ insuranceCard: new File(['b'], 'card.png', { type: 'image/png' }) })).toBe('key-2')
  })

  it('makes random UUIDs by default', () => {
    expect(createIdempotencyKeys().keyFor({})).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
