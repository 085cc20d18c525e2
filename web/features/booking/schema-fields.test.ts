/**
 * schema-fields.ts reads a booking schema's title, required list and enum; and every field of the
 * three booking schemas has the title the forms show (and the server names in its refusals).
 */
import { describe, expect, it } from 'vitest'
import appointmentSchema from '#schemas/booking-appointment.schema.json'
import vitalCareSchema from '#schemas/booking-vitalcare.schema.json'
import wellnessSchema from '#schemas/booking-wellness.schema.json'
import { choicesOf, schemaField, shownLabel } from './schema-fields.ts'

describe('schemaField', () => {
  const schema = {
    required: ['sex'],
    properties: { sex: { title: 'Sex', enum: ['female', 'male', 'intersex', null] }, notes: { title: 'Notes' }, untitled: {} },
  }

  it('gives the title, whether it is required and the enum without null', () => {
    expect(schemaField(schema, 'sex')).toEqual({ name: 'sex', label: 'Sex', required: true, options: ['female', 'male', 'intersex'] })
    expect(schemaField(schema, 'notes')).toEqual({ name: 'notes', label: 'Notes', required: false, options: [] })
  })

  it('shows an optional field as such, and words options from the form where it has words (field-texts.ts), the value itself where it has none', () => {
    expect(shownLabel(schemaField(schema, 'notes'))).toBe('Notes (optional)')
    expect(shownLabel(schemaField(schema, 'sex'))).toBe('Sex')
    expect(choicesOf(schemaField(schema, 'sex'))).toEqual([
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male' },
      { value: 'intersex', label: 'intersex' },
    ])
  })

  it('refuses a field the schema does not have', () => {
    expect(() => schemaField(schema, 'age')).toThrow('The booking schema has no field "age"')
  })
})

it.each([
  ['booking-appointment', appointmentSchema],
  ['booking-vitalcare', vitalCareSchema],
  ['booking-wellness', wellnessSchema],
])('every field of %s has a title', (_name, schema) => {
  const untitled = Object.entries(schema.properties).filter(([, property]) => typeof (property as { title?: unknown }).title !== 'string')
  expect(untitled.map(([name]) => name)).toEqual([])
})
