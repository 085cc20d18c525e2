/**
 * The VitalCare360 wait-list form (productID=VitalCare360; SPEC.md sections 3 and 5): name,
 * phone, optional email and consent. Joining is free; the checkout page thanks the person.
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
import { useBookingForm } from './use-booking-form.ts'

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

export function VitalCareForm() {
  const { values, set, submit, submitting, invalid, summaryFocus } = useBookingForm(vitalCareForm, emptyVitalCare)
  return (
    <form
      className="booking-form"
      noValidate
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
