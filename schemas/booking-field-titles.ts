/**
 * The booking schemas' field titles as Lingui message descriptors (issue 20; decision 064). A
 * booking field's label is its property's `title` in schemas/booking-*.schema.json: the forms show
 * it and the server names the field by it in its refusals. The schema stays the English source;
 * these descriptors give each title a message id, so both sides word it in the page's language
 * from one place (`i18n._(bookingFieldTitles.appointment_date)`). The web's booking tests keep
 * each message's English equal to the schema's title (web/features/booking/field-texts.test.ts).
 *
 * Plain descriptors, no macros: the server and schemas/ run no Babel (decision 056).
 */

type Descriptor = { readonly id: string; readonly message: string; readonly comment?: string }

/** Each booking schema property's title, keyed by property name (the same title in every booking schema). */
export const bookingFieldTitles = {
  first_name: /*i18n*/ { id: 'booking.field.first_name', message: 'First name' },
  last_name: /*i18n*/ { id: 'booking.field.last_name', message: 'Last name' },
  practitioner: /*i18n*/ { id: 'booking.field.practitioner', message: 'Practitioner' },
  mode_of_consultation: /*i18n*/ { id: 'booking.field.mode_of_consultation', message: 'Mode of consultation' },
  payment_mode: /*i18n*/ { id: 'booking.field.payment_mode', message: 'Payment mode' },
  patient_notes: /*i18n*/ { id: 'booking.field.patient_notes', message: 'Notes', comment: 'Booking form: notes for the practitioner' },
  appointment_date: /*i18n*/ { id: 'booking.field.appointment_date', message: 'Appointment date' },
  appointment_time: /*i18n*/ { id: 'booking.field.appointment_time', message: 'Appointment time' },
  phone_number: /*i18n*/ { id: 'booking.field.phone_number', message: 'Phone number' },
  email: /*i18n*/ { id: 'booking.field.email', message: 'Email' },
  consent: /*i18n*/ { id: 'booking.field.consent', message: 'Consent to processing your health data' },
  package: /*i18n*/ { id: 'booking.field.package', message: 'Package', comment: 'Booking form: the wellness check-up package' },
  sex: /*i18n*/ { id: 'booking.field.sex', message: 'Sex' },
  collection_preference: /*i18n*/ { id: 'booking.field.collection_preference', message: 'Collection preference' },
  location: /*i18n*/ { id: 'booking.field.location', message: 'Location', comment: 'Booking form: where the sample is collected, typed in words' },
  attachment: /*i18n*/ { id: 'booking.field.attachment', message: 'Insurance card' },
  cashPaymentOption: /*i18n*/ { id: 'booking.field.cashPaymentOption', message: 'When will you pay?' },
  wellness_date: /*i18n*/ { id: 'booking.field.wellness_date', message: 'Collection date' },
  wellness_time: /*i18n*/ { id: 'booking.field.wellness_time', message: 'Collection time' },
} as const satisfies Record<string, Descriptor>
