/**
 * The booking forms' words (field-texts.ts, slot-messages.ts) stay the schemas' and the engine's:
 * each field title message reads as the schema's title, each option message names a value of the
 * schema's enum, and the date, time and phone sentences read in English as the engine (and so the
 * server) words them. A renamed field or a reworded rule cannot keep an old translation unnoticed.
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import appointmentSchema from '#schemas/booking-appointment.schema.json'
import vitalCareSchema from '#schemas/booking-vitalcare.schema.json'
import wellnessSchema from '#schemas/booking-wellness.schema.json'
import { addDays, dateIssueText, phoneNumberProblem, type DateIssue } from '#engine/booking.ts'
import { fieldTitleMessages, optionMessages } from './field-texts.ts'
import { dateIssueMessage, phoneNumberMessage } from './slot-messages.ts'

type Property = { title?: string; enum?: readonly unknown[] }
const schemas = [appointmentSchema, vitalCareSchema, wellnessSchema].map((schema) => schema.properties as Record<string, Property>)

describe('the booking field words', () => {
  it('word each title as the schema has it, in every booking schema that has the field', () => {
    for (const [name, message] of Object.entries(fieldTitleMessages)) {
      const titles = schemas.flatMap((properties) => (properties[name] ? [properties[name].title] : []))
      expect(titles.length, name).toBeGreaterThan(0)
      for (const title of titles) expect(message.message, name).toBe(title)
    }
  })

  it('word only options the schemas offer', () => {
    for (const [name, options] of Object.entries(optionMessages)) {
      const values = new Set(schemas.flatMap((properties) => properties[name]?.enum ?? []))
      expect(Object.keys(options).filter((value) => !values.has(value)), name).toEqual([])
    }
  })
})

describe('the date, time and phone sentences in English', () => {
  const labels = { date: 'Appointment date', time: 'Appointment time' }
  const issues: DateIssue[] = [
    { kind: 'not-a-date' },
    { kind: 'past' },
    { kind: 'too-far', limit: 180, last: addDays('2026-03-02', 180) },
    { kind: 'closed', day: 'Sun', openDays: ['Mon', 'Tue', 'Sat'] },
    { kind: 'no-times-left' },
  ]

  it.each(issues)('read as the engine words them: %j', (issue) => {
    expect(i18n.locale).toBe('en')
    expect(dateIssueMessage(labels, issue)).toBe(dateIssueText(labels, issue))
  })

  it('say the phone rule as the engine does', () => {
    expect(phoneNumberMessage.message).toBe(phoneNumberProblem)
  })
})
