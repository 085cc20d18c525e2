/**
 * What every booking form shares (SPEC.md section 5): the required fields (those its JSON Schema
 * requires, schema-fields.ts), checked on submit in the order the form shows them, with
 * '{field title} is required.' (in the page's language) for the first one missing (whitespace-only counts as missing), and
 * the toast options of the booking page.
 */
import { t } from '@lingui/core/macro'
import type { ToastOptions } from 'react-toastify/unstyled'
import type { BookingCall } from './booking-api.ts'
import { fieldTitle } from './field-texts.ts'
import { schemaField, type BookingSchema, type SchemaField } from './schema-fields.ts'

export type FieldValue = string | boolean | number | File | null

/** A required field: its name in the form's values, its schema field (whose title names it), and when it is asked at all. */
export type RequiredField<Values> = {
  name: keyof Values & string
  field: SchemaField
  isAsked?: (values: Values) => boolean
}

/** A form the booking page can check and send. */
export type BookingFormDefinition<Values> = {
  /** In the order the form shows them. */
  requiredFields: readonly RequiredField<Values>[]
  /** The API client's call, and its JSON body built from the values (the insurance card travels apart). */
  call: BookingCall
  toBody(values: Values): object
  insuranceCard?(values: Values): File | undefined
}

/**
 * The required fields of a form: of its fields in the order it shows them, those the schema
 * requires, labelled with their titles; `conditional` adds fields the schema leaves optional but
 * the form requires when it asks them (the wellness form's sex, for a package priced by sex).
 */
export function requiredFieldsOf<Values>(
  schema: BookingSchema,
  order: readonly (keyof Values & string)[],
  conditional: Partial<Record<keyof Values & string, (values: Values) => boolean>> = {},
): RequiredField<Values>[] {
  return order.flatMap((name) => {
    const isAsked = conditional[name]
    const field = schema.properties[name] ? schemaField(schema, name) : undefined
    if (!field || (!field.required && !isAsked)) return []
    return [isAsked ? { name, field, isAsked } : { name, field }]
  })
}

export function isBlank(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined || value === false) return true
  return typeof value === 'string' && value.trim() === ''
}

/** The first required field the person has not filled, among those the form asks. */
export function firstMissingField<Values extends Record<string, FieldValue>>(
  fields: readonly RequiredField<Values>[],
  values: Values,
): RequiredField<Values> | undefined {
  return fields.find((field) => (field.isAsked?.(values) ?? true) && isBlank(values[field.name]))
}

/** '{title} is required.', the title in the page's language. */
export function requiredMessage(field: SchemaField): string {
  const label = fieldTitle(field)
  return t({ message: `${label} is required.`, comment: 'Booking form: a required field left empty' })
}

/** Trimmed text, or undefined when blank (optional fields are then left out of the request). */
export function optionalText(value: string): string | undefined {
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/** SPEC.md sections 4 and 9: booking toasts close after 3 seconds, on click, and pause on hover. */
export const bookingToastOptions = { autoClose: 3000, closeOnClick: true, pauseOnHover: true } as const satisfies ToastOptions

/** The id of a field's input (or of the first choice of a group), so a missing field can take focus. */
export function fieldInputId(name: string): string {
  return `booking-${name}`
}
