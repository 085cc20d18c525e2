/**
 * The booking forms' fields as their JSON Schemas (schemas/booking-*.schema.json) define them, so
 * the form and the server cannot drift: a field's label is its property's `title` (the server
 * names the field by the same title in its refusals), it is required when the schema's
 * `required` lists it, and its options are its `enum` (without `null`, the schema's "none").
 * The schema is passed in, so a test can pass a changed one; the words shown in the page's language
 * come from field-texts.ts.
 */
import { t } from '@lingui/core/macro'
import { fieldTitle, optionText } from './field-texts.ts'

type PropertySchema = { title?: string; enum?: readonly unknown[] }

/** The little of a booking schema the forms read. */
export type BookingSchema = { required?: readonly string[]; properties: Readonly<Record<string, PropertySchema>> }

export type SchemaField = {
  name: string
  /** The property's title: the label, and the name in '{label} is required.'. */
  label: string
  required: boolean
  /** The enum's values in the schema's order, without null; empty for a free field. */
  options: readonly string[]
}

export function schemaField(schema: BookingSchema, name: string): SchemaField {
  const property = schema.properties[name]
  if (!property) throw new Error(`The booking schema has no field "${name}"`)
  return {
    name,
    label: property.title ?? name,
    required: schema.required?.includes(name) ?? false,
    options: (property.enum ?? []).filter((option): option is string => typeof option === 'string'),
  }
}

/** The named fields of a schema, by name. */
export function schemaFields<Name extends string>(schema: BookingSchema, names: readonly Name[]): Record<Name, SchemaField> {
  return Object.fromEntries(names.map((name) => [name, schemaField(schema, name)])) as Record<Name, SchemaField>
}

/** The label a form shows: the title in the page's language, marked when the schema does not require the field. */
export function shownLabel(field: SchemaField): string {
  const title = fieldTitle(field)
  return field.required ? title : t({ message: `${title} (optional)`, comment: 'Booking form: the label of a field that may be left empty' })
}

/** The options as choices, each with its text in the page's language (the value itself where the form has no words for it). */
export function choicesOf<Value extends string>(field: SchemaField): { value: Value; label: string }[] {
  return field.options.map((option) => ({ value: option as Value, label: optionText(field, option) }))
}
