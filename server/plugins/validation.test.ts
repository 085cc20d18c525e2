/**
 * The validation plugin's own rules: field labels in sentences, and a NUL character refused with
 * a 400 naming the field (the fuzz test found it reaching PostgreSQL as a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, testEnv } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { unstorableInputProblems } from './validation.ts'

describe('nulCharacterProblems', () => {
  it('finds NUL in values and names, at their pointers', () => {
    expect(unstorableInputProblems({ a: 'ok', b: ['x', 'y\u0000'], 'c\u0000': 1, 'd/e': { f: '\u0000' } })).toEqual([
      { path: '/b/1', message: 'contains a character that is not allowed (NUL).' },
      { path: '', message: 'has a field name with a character that is not allowed (NUL).' },
      { path: '/d~1e/f', message: 'contains a character that is not allowed (NUL).' },
    ])
    expect(unstorableInputProblems({ name: 'Wanjirũ Ng\'ang\'a', notes: 'Line one\nLine two' })).toEqual([])
  })

  it('finds half of a surrogate pair, in values and names, and accepts whole emoji', () => {
    expect(unstorableInputProblems({ a: ['ok 👍', 'bad \ud83d'], 'b\udc00': 'x' })).toEqual([
      { path: '/a/1', message: 'contains a character that is not allowed (a broken emoji or symbol).' },
      { path: '', message: 'has a field name with a character that is not allowed (a broken emoji or symbol).' },
    ])
  })

  it('stops at the first level nested too deeply, without overflowing the stack', () => {
    let deep: unknown = 'leaf'
    for (let level = 0; level < 1_000_000; level++) deep = [deep]
    const problems = unstorableInputProblems({ x: deep })
    expect(problems).toHaveLength(1)
    expect(problems[0]?.message).toBe('is nested too deeply.')
    expect(unstorableInputProblems({ a: [[[{ b: 'fine' }]]] })).toEqual([])
  })
})

describe.each(testDatabaseKinds)('a NUL character in a booking on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: testEnv })
  })
  afterAll(async () => test.app.close())

  it('is refused with 400 naming the field, and nothing is written', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/appointments/book_appointment/',
      payload: { ...appointmentForm(), first_name: 'Amina\u0000' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'contains a character that is not allowed (NUL).',
      errors: [{ path: '/first_name', message: 'contains a character that is not allowed (NUL).' }],
    })
    const rows = await test.database.db.selectFrom('services').select('id').execute()
    expect(rows).toEqual([])
  })
})
