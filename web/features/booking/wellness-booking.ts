/**
 * The wellness check-up form's values, required fields and request (SPEC.md sections 3 and 5,
 * POST /api/wellness/create/): the package (from the address, or chosen), sex only for a package
 * priced by sex, Onsite or a free Home/Office collection with the location in words (and the
 * device's coordinates when the person allowed them, only for Home/Office), Insurance with an
 * optional card photo or Cash with an optional pay now/later.
 */
import wellnessSchema from '#schemas/booking-wellness.schema.json'
import type { WellnessBooking } from '#schemas/generated/booking-wellness.ts'
import { findWellnessPackage, isPricedBySex, type Sex } from './booking-catalogue.ts'
import { activeLocale } from '../../shared/i18n.ts'
import { consentGiven } from './booking-consent.ts'
import { optionalText, requiredFieldsOf, type BookingFormDefinition } from './booking-form-rules.ts'
import { emptyPerson, personFieldsOf, type PersonValues } from './person-fields.tsx'
import { schemaFields } from './schema-fields.ts'

export type WellnessValues = PersonValues & {
  package: string
  sex: Sex | ''
  collection_preference: WellnessBooking['collection_preference'] | ''
  location: string
  payment_mode: WellnessBooking['payment_mode'] | ''
  insuranceCard: File | null
  cashPaymentOption: 'now' | 'later' | ''
  wellness_date: string
  wellness_time: string
  latitude: number | null
  longitude: number | null
  consent: boolean
}

/** The schema's fields the form shows (the insurance card is sent as its `attachment`). */
export const wellnessFields = schemaFields(wellnessSchema, [
  'package',
  'sex',
  'collection_preference',
  'location',
  'payment_mode',
  'attachment',
  'cashPaymentOption',
  'wellness_date',
  'wellness_time',
  'consent',
])
export const wellnessPersonFields = personFieldsOf(wellnessSchema)

/** The fields in the order the form shows them. */
const fieldOrder = [
  'first_name',
  'last_name',
  'package',
  'sex',
  'collection_preference',
  'location',
  'payment_mode',
  'insuranceCard',
  'cashPaymentOption',
  'wellness_date',
  'wellness_time',
  'phone_number',
  'email',
  'consent',
] as const satisfies readonly (keyof WellnessValues)[]

export function emptyWellness(packageId: string): WellnessValues {
  return {
    ...emptyPerson,
    package: packageId,
    sex: '',
    collection_preference: '',
    location: '',
    payment_mode: '',
    insuranceCard: null,
    cashPaymentOption: '',
    wellness_date: '',
    wellness_time: '',
    latitude: null,
    longitude: null,
    consent: false,
  }
}

export function isSexAsked(values: Pick<WellnessValues, 'package'>): boolean {
  const chosen = findWellnessPackage(values.package)
  return chosen !== undefined && isPricedBySex(chosen)
}

export const isCollected = (values: Pick<WellnessValues, 'collection_preference'>) =>
  values.collection_preference === 'Home' || values.collection_preference === 'Office'

export const wellnessForm: BookingFormDefinition<WellnessValues> = {
  call: 'bookWellness',
  // Sex is optional in the schema (a package with one price has none) but required when asked.
  requiredFields: requiredFieldsOf<WellnessValues>(wellnessSchema, fieldOrder, { sex: isSexAsked }),
  toBody(values): WellnessBooking {
    const coordinates = isCollected(values) && values.latitude !== null && values.longitude !== null ? { latitude: values.latitude, longitude: values.longitude } : {}
    return {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      package: values.package,
      ...(isSexAsked(values) && values.sex !== '' && { sex: values.sex }),
      collection_preference: values.collection_preference as WellnessBooking['collection_preference'],
      location: values.location.trim(),
      payment_mode: values.payment_mode as WellnessBooking['payment_mode'],
      ...(values.payment_mode === 'Cash' && values.cashPaymentOption !== '' && { cashPaymentOption: values.cashPaymentOption }),
      wellness_date: values.wellness_date,
      wellness_time: values.wellness_time,
      phone_number: values.phone_number.trim(),
      ...(optionalText(values.email) && { email: optionalText(values.email) }),
      ...coordinates,
      consent: consentGiven(),
      language: activeLocale(),
    }
  },
  insuranceCard(values) {
    return values.payment_mode === 'Insurance' && values.insuranceCard ? values.insuranceCard : undefined
  },
}
