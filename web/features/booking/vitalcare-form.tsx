/**
 * The VitalCare360 wait-list form (productID=VitalCare360; SPEC.md sections 3 and 5): name,
 * phone, optional email and consent. Joining is free; the checkout page thanks the person.
 * Drawn by the server for a browser without scripts (`noScript`, issue 21), it posts to its own address.
 */
import vitalCareSchema from '#schemas/booking-vitalcare.schema.json'
import type { VitalCareBooking } from '#schemas/generated/booking-vitalcare.ts'
import { activeLocale } from '../../shared/i18n.ts'
import { consentGiven } from './booking-consent.ts'
import { ConsentField, SubmitBar } from './booking-fields.tsx'
import { optionalText, requiredFieldsOf, type BookingFormDefinition } from './booking-form-rules.ts'
import { ContactFields, emptyPerson, NameFields, personFieldsOf, type PersonValues } from './person-fields.tsx'
import { fieldTitle } from './field-texts.ts'
import { schemaField } from './schema-fields.ts'
import { BookingErrorSummary } from './booking-error-summary.tsx'
import { formProblems, postedText, useBookingForm, type FieldProblems, type NoScriptForm, type PostedBooking } from './use-booking-form.ts'

export type VitalCareValues = PersonValues & { consent: boolean }

export const vitalCareForm: BookingFormDefinition<VitalCareValues> = {
  call: 'joinVitalCare',
  requiredFields: requiredFieldsOf<VitalCareValues>(vitalCareSchema, ['first_name', 'last_name', 'phone_number', 'email', 'consent']),
  toBody(values): VitalCareBooking {
    return {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone_number: values.phone_number.trim(),
      ...(optionalText(values.email) && { email: optionalText(values.email) }),
      consent: consentGiven(),
      language: activeLocale(),
    }
  },
}

const personFields = personFieldsOf(vitalCareSchema)
const consentField = schemaField(vitalCareSchema, 'consent')

const emptyVitalCare: VitalCareValues = { ...emptyPerson, consent: false }

function postedValues(posted: PostedBooking | undefined): VitalCareValues {
  if (!posted) return emptyVitalCare
  const text = (name: string) => postedText(posted, name)
  return { first_name: text('first_name'), last_name: text('last_name'), phone_number: text('phone_number'), email: text('email'), consent: posted.values['consent'] !== undefined }
}

/** A plain form post of this form (no JavaScript, issue 21), judged as a submit with scripts is: its problems, or the body it would send. */
export function vitalCareSubmission(fieldsPosted: Readonly<Record<string, string>>): { problems: FieldProblems } | { body: VitalCareBooking } {
  const values = postedValues({ values: fieldsPosted, problems: [] })
  const problems = formProblems(vitalCareForm, values, undefined)
  return problems.length > 0 ? { problems } : { body: vitalCareForm.toBody(values) as VitalCareBooking }
}

export function VitalCareForm({ noScript }: { noScript?: NoScriptForm | undefined } = {}) {
  const { values, set, submit, submitting, invalid, summaryFocus } = useBookingForm(vitalCareForm, postedValues(noScript?.posted), undefined, noScript?.posted?.problems)
  return (
    <form
      className="booking-form"
      noValidate
      method="post"
      action={noScript?.action}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <BookingErrorSummary problems={invalid} focusKey={summaryFocus} />
      <NameFields fields={personFields} values={values} set={set} invalid={invalid} />
      <ContactFields fields={personFields} values={values} set={set} invalid={invalid} />
      <ConsentField label={fieldTitle(consentField)} checked={values.consent} onChange={(checked) => set('consent', checked)} invalid={invalid} />
      <SubmitBar submitting={submitting} />
    </form>
  )
}
