/**
 * The names of the form fields the server's refusals name (each request schema property's
 * `title`, e.g. "First name"), as Lingui messages, so a refusal reads in the page's language:
 * "Sehemu hii inahitajika: Jina la kwanza." A title with no message here is named as it is.
 */
import type { MessageDescriptor } from '@lingui/core'

type Label = MessageDescriptor & { message: string }

const labels: readonly Label[] = [
  /*i18n*/ { id: 'field.first-name', message: 'First name' },
  /*i18n*/ { id: 'field.last-name', message: 'Last name' },
  /*i18n*/ { id: 'field.phone-number', message: 'Phone number' },
  /*i18n*/ { id: 'field.email', message: 'Email' },
  /*i18n*/ { id: 'field.practitioner', message: 'Practitioner' },
  /*i18n*/ { id: 'field.mode-of-consultation', message: 'Mode of consultation' },
  /*i18n*/ { id: 'field.payment-mode', message: 'Payment mode' },
  /*i18n*/ { id: 'field.notes', message: 'Notes' },
  /*i18n*/ { id: 'field.appointment-date', message: 'Appointment date' },
  /*i18n*/ { id: 'field.appointment-time', message: 'Appointment time' },
  /*i18n*/ { id: 'field.collection-date', message: 'Collection date' },
  /*i18n*/ { id: 'field.collection-time', message: 'Collection time' },
  /*i18n*/ { id: 'field.collection-preference', message: 'Collection preference' },
  /*i18n*/ { id: 'field.location', message: 'Location' },
  /*i18n*/ { id: 'field.latitude', message: 'Latitude' },
  /*i18n*/ { id: 'field.longitude', message: 'Longitude' },
  /*i18n*/ { id: 'field.package', message: 'Package' },
  /*i18n*/ { id: 'field.sex', message: 'Sex' },
  /*i18n*/ { id: 'field.insurance-card', message: 'Insurance card' },
  /*i18n*/ { id: 'field.cash-payment-option', message: 'When will you pay?' },
  /*i18n*/ { id: 'field.consent', message: 'Consent to processing your health data' },
  /*i18n*/ { id: 'field.premium-consent', message: 'Consent to be contacted about Premium' },
  /*i18n*/ { id: 'field.contact-details', message: 'Contact details' },
  /*i18n*/ { id: 'field.language', message: 'Language' },
]

const byTitle = new Map(labels.map((label) => [label.message, label]))

/** The field's name as a message (translated with the sentence naming it), or the title as it is. */
export function fieldLabel(title: string): Label | string {
  return byTitle.get(title) ?? title
}
