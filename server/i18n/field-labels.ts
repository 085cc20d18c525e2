/**
 * The names of the form fields the server's refusals name (each request schema property's
 * `title`, e.g. "First name"), as Lingui messages, so a refusal reads in the page's language:
 * "Sehemu hii inahitajika: Jina la kwanza." The booking forms' titles are the shared descriptors of
 * schemas/booking-field-titles.ts (the forms show the same words); the few other titled fields of
 * a visitor's requests are here. A title with no message is named as it is.
 */
import type { MessageDescriptor } from '@lingui/core'
import { bookingFieldTitles } from '#schemas/booking-field-titles.ts'

type Label = MessageDescriptor & { message: string }

const otherLabels: readonly Label[] = [
  /*i18n*/ { id: 'field.latitude', message: 'Latitude' },
  /*i18n*/ { id: 'field.longitude', message: 'Longitude' },
  /*i18n*/ { id: 'field.language', message: 'Language' },
  /*i18n*/ { id: 'field.premium-consent', message: 'Consent to be contacted about Premium' },
  /*i18n*/ { id: 'field.contact-details', message: 'Contact details' },
  // "Email it to me" (schemas/report-mail-request.schema.json; decision 089).
  /*i18n*/ { id: 'field.report', message: 'Full report' },
  /*i18n*/ { id: 'field.report-file-name', message: 'Report file name' },
  /*i18n*/ { id: 'field.report-pdf', message: 'Report PDF' },
  /*i18n*/ { id: 'field.report-consent', message: 'Consent to mail the report' },
  /*i18n*/ { id: 'field.consent-version', message: 'Privacy notice version' },
  // Sharing results of the visit from the booking form (decision 102).
  /*i18n*/ { id: 'field.shared-results', message: 'Results to share with your practitioner' },
]

const byTitle = new Map<string, Label>([...Object.values(bookingFieldTitles), ...otherLabels].map((label) => [label.message, label]))

/** The field's name as a message (translated with the sentence naming it), or the title as it is. */
export function fieldLabel(title: string): Label | string {
  return byTitle.get(title) ?? title
}
