/**
 * POST /api/survey through app.inject() on both databases: the 13 optional answers of the
 * feedback panel are stored (answered ones only, contact details only with consent) with a 201;
 * a value out of bounds or a field the panel does not have is a 400 that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

let nextAddress = 1
const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`

const everyAnswer = {
  experience: 2,
  improvement: 'Shorter questions, please.',
  usefulness: 'Somewhat useful',
  usefulnessDetails: 'The next steps were clear.',
  easeOfUse: 'No',
  challenge: 'The page was slow on my phone.',
  desiredFeatures: 'Results by SMS.',
  relevance: 'Partially',
  relevanceDetails: 'Nothing about diabetes in pregnancy.',
  additionalFeedback: 'Asante!',
  bigPicture: 'A quick health check you can trust.',
  okWithContact: 'Yes',
  contactDetails: '0712 345 678',
}

describe.each(testDatabaseKinds)('POST /api/survey on %s', (kind) => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ kind })
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
  })

  const submit = (payload: unknown, remoteAddress = freshAddress()) =>
    testApp.app.inject({ method: 'POST', url: '/api/survey', payload: payload as object, remoteAddress })
  /** Each row's answers as the server reads them back: the ratings and choices, and what the person wrote (decrypted). */
  const storedRows = async () =>
    (await testApp.app.db.selectFrom('survey_responses').select(['id', 'answers', 'written_answers']).orderBy('created_at').execute()).map((row) => ({
      id: row.id,
      answers: { ...(row.answers as object), ...(row.written_answers === null ? {} : (JSON.parse(row.written_answers) as object)) },
    }))
  async function submitAndRead(payload: unknown): Promise<unknown> {
    const before = (await storedRows()).length
    const response = await submit(payload)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: 'Thank you for your feedback!' })
    const rows = await storedRows()
    expect(rows).toHaveLength(before + 1)
    return rows.at(-1)!.answers
  }

  it('stores all 13 answers as sent: 201', async () => {
    expect(await submitAndRead(everyAnswer)).toEqual(everyAnswer)
  })

  it('stores what the person wrote (free text, contact details) encrypted, and the ratings and choices readable', async () => {
    await submitAndRead(everyAnswer)
    const raw = await testApp.database.db.withoutPlugins().selectFrom('survey_responses').select(['answers', 'written_answers']).orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    expect(raw.answers).toEqual({ experience: 2, usefulness: 'Somewhat useful', easeOfUse: 'No', relevance: 'Partially', okWithContact: 'Yes' })
    expect(raw.written_answers).toMatch(/^enc:/)
    for (const written of ['Shorter questions', '0712 345 678', 'Asante', 'diabetes']) expect(JSON.stringify(raw), written).not.toContain(written)
  })

  it('accepts an empty submission (every question is optional)', async () => {
    expect(await submitAndRead({})).toEqual({})
  })

  it('leaves out blank answers and the 0 rating of a reset panel, and trims texts', async () => {
    const stored = await submitAndRead({ experience: 0, improvement: '   ', usefulness: '', easeOfUse: 'Yes', desiredFeatures: '  Reminders  ', okWithContact: '' })
    expect(stored).toEqual({ easeOfUse: 'Yes', desiredFeatures: 'Reminders' })
  })

  it.each([
    ['No', { okWithContact: 'No', contactDetails: 'wanjiku@example.com' }, { okWithContact: 'No' }],
    ['unanswered', { contactDetails: 'wanjiku@example.com', bigPicture: 'Handy' }, { bigPicture: 'Handy' }],
  ])('keeps no contact details when OK to contact is %s', async (_case, payload, expected) => {
    expect(await submitAndRead(payload)).toEqual(expected)
  })

  it('accepts each allowed choice and the bounds of the rating and of free text', async () => {
    for (const usefulness of ['Very useful', 'Somewhat useful', 'Not useful at all']) expect(await submitAndRead({ usefulness })).toEqual({ usefulness })
    for (const relevance of ['Yes completely', 'Partially', 'Not at all']) expect(await submitAndRead({ relevance })).toEqual({ relevance })
    for (const experience of [1, 5]) expect(await submitAndRead({ experience })).toEqual({ experience })
    const longest = 'x'.repeat(2000)
    expect(await submitAndRead({ additionalFeedback: longest })).toEqual({ additionalFeedback: longest })
  })

  it.each([
    ['a rating above 5', { experience: 6 }, '/experience', 'Experience rating must be <= 5'],
    ['a negative rating', { experience: -1 }, '/experience', 'Experience rating must be >= 0'],
    ['half a star', { experience: 2.5 }, '/experience', 'Experience rating must be a whole number.'],
    ['a rating as text', { experience: '5' }, '/experience', 'Experience rating must be a whole number.'],
    ['an unknown usefulness', { usefulness: 'Quite useful' }, '/usefulness', 'Usefulness must be one of: Very useful, Somewhat useful, Not useful at all, "" (no answer).'],
    ['an unknown relevance', { relevance: 'Yes, completely' }, '/relevance', /^Relevance must be one of: Yes completely, Partially, Not at all/],
    ['a yes/no as a boolean', { okWithContact: true }, '/okWithContact', /^OK to contact must be one of/],
    ['free text over 2000 characters', { bigPicture: 'x'.repeat(2001) }, '/bigPicture', 'Description for a friend must be at most 2000 characters.'],
    ['a field the panel does not have', { rating: 5 }, '/rating', /is not a field this request accepts\.$/],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, payload, path, message) => {
    const before = (await storedRows()).length
    const response = await submit(payload)
    expect(response.statusCode).toBe(400)
    const errors = (response.json() as { errors: { path: string; message: string }[] }).errors
    expect(errors.map((error) => error.path)).toContain(path)
    expect(errors.find((error) => error.path === path)!.message).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : message)
    expect(await storedRows()).toHaveLength(before)
  })

  it('refuses a body that is not an object', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/survey', payload: '[1,2]', headers: { 'content-type': 'application/json' }, remoteAddress: freshAddress() })
    expect(response.statusCode).toBe(400)
  })

  it('allows 5 submissions a minute from one address, then 429 without writing', async () => {
    const address = freshAddress()
    for (let i = 0; i < 5; i += 1) expect((await submit({ experience: 4 }, address)).statusCode).toBe(201)
    const before = (await storedRows()).length
    const refused = await submit({ experience: 4 }, address)
    expect(refused.statusCode).toBe(429)
    expect(await storedRows()).toHaveLength(before)
  })

  it('logs no answer', async () => {
    const firstLine = testApp.logLines.length
    await submit({ additionalFeedback: 'canary-feedback', contactDetails: 'canary@example.com', okWithContact: 'Yes' })
    await submit({ additionalFeedback: 'canary-feedback', experience: 9 })
    expect(JSON.stringify(testApp.logLines.slice(firstLine))).not.toMatch(/canary/)
  })
})
