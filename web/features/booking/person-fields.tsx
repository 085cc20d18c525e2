/**
 * The fields every booking asks, in SPEC.md section 3's names: first and last name, a Kenyan
 * mobile number (the hint shows the format the server accepts) and an optional email. Labels come
 * from the form's schema (schema-fields.ts).
 */
import { t } from '@lingui/core/macro'
import { TextField } from './booking-fields.tsx'
import { schemaFields, shownLabel, type BookingSchema, type SchemaField } from './schema-fields.ts'
import type { FieldProblems } from './use-booking-form.ts'

export type PersonValues = { first_name: string; last_name: string; phone_number: string; email: string }

export const emptyPerson: PersonValues = { first_name: '', last_name: '', phone_number: '', email: '' }

const personFieldNames = ['first_name', 'last_name', 'phone_number', 'email'] as const satisfies readonly (keyof PersonValues)[]

export type PersonFields = Record<keyof PersonValues, SchemaField>

/** The person's fields as a booking schema defines them. */
export function personFieldsOf(schema: BookingSchema): PersonFields {
  return schemaFields(schema, personFieldNames)
}

type Props = { fields: PersonFields; values: PersonValues; set(name: keyof PersonValues, value: string): void; invalid: FieldProblems }

export function NameFields({ fields, values, set, invalid }: Props) {
  return (
    <>
      <TextField name="first_name" label={shownLabel(fields.first_name)} autoComplete="given-name" maxLength={100} value={values.first_name} onChange={(value) => set('first_name', value)} invalid={invalid} />
      <TextField name="last_name" label={shownLabel(fields.last_name)} autoComplete="family-name" maxLength={100} value={values.last_name} onChange={(value) => set('last_name', value)} invalid={invalid} />
    </>
  )
}

export function ContactFields({ fields, values, set, invalid }: Props) {
  return (
    <>
      <TextField
        name="phone_number"
        label={shownLabel(fields.phone_number)}
        hint={t`A Kenyan mobile number, for example 07XX XXX XXX.`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={32}
        value={values.phone_number}
        onChange={(value) => set('phone_number', value)}
        invalid={invalid}
      />
      <TextField
        name="email"
        label={shownLabel(fields.email)}
        hint={t`We send your booking confirmation here.`}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(value) => set('email', value)}
        invalid={invalid}
      />
    </>
  )
}
