/**
 * The VitalCare360 wait-list form (productID=VitalCare360; SPEC.md sections 3 and 5): name,
 * phone, optional email and consent. Joining is free; the checkout page thanks the person.
 */
import type { VitalCareBooking } from '#schemas/generated/booking-vitalcare.ts'
import { consentGiven, consentLabel } from './booking-consent.ts'
import { ConsentField, SubmitBar } from './booking-fields.tsx'
import { optionalText, type BookingFormDefinition } from './booking-form-rules.ts'
import { ContactFields, emptyPerson, NameFields, personLabels, type PersonValues } from './person-fields.tsx'
import { useBookingForm } from './use-booking-form.ts'

export type VitalCareValues = PersonValues & { consent: boolean }

export const vitalCareForm: BookingFormDefinition<VitalCareValues> = {
  call: 'joinVitalCare',
  requiredFields: [
    { name: 'first_name', label: personLabels.first_name },
    { name: 'last_name', label: personLabels.last_name },
    { name: 'phone_number', label: personLabels.phone_number },
    { name: 'consent', label: consentLabel },
  ],
  toBody(values): VitalCareBooking {
    return {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone_number: values.phone_number.trim(),
      ...(optionalText(values.email) && { email: optionalText(values.email) }),
      consent: consentGiven(),
    }
  },
}

const emptyVitalCare: VitalCareValues = { ...emptyPerson, consent: false }

export function VitalCareForm() {
  const { values, set, submit, submitting, invalid } = useBookingForm(vitalCareForm, emptyVitalCare)
  return (
    <form
      className="booking-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <NameFields values={values} set={set} invalid={invalid} />
      <ContactFields values={values} set={set} invalid={invalid} />
      <ConsentField label={consentLabel} checked={values.consent} onChange={(checked) => set('consent', checked)} invalid={invalid} />
      <SubmitBar submitting={submitting} />
    </form>
  )
}
