/**
 * The booking forms' words for the schemas' fields (issue 20): each property's `title` (the
 * descriptors of schemas/booking-field-titles.ts, which the server shares) and the options of its
 * `enum`, as Lingui messages keyed by the schema's property name and value.
 *
 * The schema stays the source of the English label (schema-fields.ts; the server names a field by
 * the same title in its refusals): an English page shows the title as the schema has it, and
 * another language shows the message here. field-texts.test.ts keeps each message's English text
 * equal to the schema's title, so a renamed field cannot keep an old translation. A property or an
 * option with no message here is shown as the schema has it.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { bookingFieldTitles } from '#schemas/booking-field-titles.ts'
import { activeLocale } from '../../shared/i18n.ts'
import type { SchemaField } from './schema-fields.ts'

/** Each booking schema property's title as a message (schemas/booking-field-titles.ts, which the server shares). */
export const fieldTitleMessages: Readonly<Record<string, MessageDescriptor>> = bookingFieldTitles

/** How an option reads, by property and enum value (where the value is a code, or needs a word more). */
export const optionMessages: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  practitioner: { Doctor: msg`Doctor`, Nutritionist: msg`Nutritionist`, Psychologist: msg`Psychologist` },
  mode_of_consultation: { 'Voice call': msg`Voice call`, 'Video call': msg`Video call` },
  payment_mode: { payNow: msg`Pay now`, payLater: msg`Pay later`, Insurance: msg`Insurance`, Cash: msg`Cash` },
  sex: { female: msg`Female`, male: msg`Male` },
  collection_preference: { Onsite: msg`Onsite (walk-in)`, Home: msg`Home (free collection)`, Office: msg`Office (free collection)` },
  cashPaymentOption: { now: msg`Pay now, online`, later: msg`Pay later` },
}

/** The field's title in the page's language: the schema's own on an English page. */
export function fieldTitle(field: SchemaField): string {
  const message = fieldTitleMessages[field.name]
  return activeLocale() === 'en' || !message ? field.label : i18n._(message)
}

/** An option's text in the page's language; the value itself where the form has no words for it. */
export function optionText(field: Pick<SchemaField, 'name'>, value: string): string {
  const message = optionMessages[field.name]?.[value]
  return message ? i18n._(message) : value
}
