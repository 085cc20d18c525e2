/**
 * A wellness check-up package: priced from tests-catalog/wellness-packages.json, by sex where the
 * package has a price for men and one for women (so the form asks for sex only then). The
 * insurance-card photo is an earlier upload, referred to by its id, and only with Insurance.
 */
import type { Kysely } from 'kysely'
import type { WellnessBooking } from '#schemas/generated/booking-wellness.ts'
import type { Tables } from '../db/tables.ts'
import { findWellnessPackage, isPricedBySex, packagePrice } from './booking-prices.ts'
import { truncateCoordinate, type ConsultationHours } from '#engine/index.ts'
import { checkBookingSlot, consentColumns, optionalText, personColumns, Problems, type PreparedBooking } from './booking-fields.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

export const wellnessBookedMessage = answerMessage(/*i18n*/ { id: 'api.wellness-booked', message: 'Your wellness check-up is booked. Continue to checkout to pay.' })
export const unknownPackageMessage = answerMessage(/*i18n*/ { id: 'api.unknown-package', message: 'Package is not one of our wellness packages; choose a package from the wellness page.' })
export const sexRequiredMessage = answerMessage(/*i18n*/ { id: 'api.sex-required', message: 'Sex is required.' })
export const sexNotAskedMessage = answerMessage(/*i18n*/ { id: 'api.sex-not-asked', message: 'Sex is asked only for packages priced for men and women separately; leave it out for this package.' })
export const attachmentNeedsInsuranceMessage = answerMessage(/*i18n*/ { id: 'api.attachment-needs-insurance', message: 'Insurance card applies only when paying by insurance; remove it or choose Insurance.' })
export const attachmentNotFoundMessage = answerMessage(/*i18n*/ { id: 'api.attachment-not-found', message: 'Insurance card upload was not found; upload the photo of the card again.' })
export const cashOptionNeedsCashMessage = answerMessage(/*i18n*/ { id: 'api.cash-option-needs-cash', message: 'Cash payment option applies only when paying in cash; remove it or choose Cash.' })

export async function prepareWellness(body: WellnessBooking, hours: ConsultationHours, now: Date, db: Kysely<Tables>): Promise<PreparedBooking> {
  const problems = new Problems()
  const person = personColumns(body, problems)
  const wellnessPackage = findWellnessPackage(body.package)
  const sex = body.sex ?? undefined
  if (!wellnessPackage) problems.add('/package', unknownPackageMessage)
  else if (isPricedBySex(wellnessPackage) && !sex) problems.add('/sex', sexRequiredMessage)
  else if (!isPricedBySex(wellnessPackage) && sex) problems.add('/sex', sexNotAskedMessage)
  const attachmentId = optionalText(body.attachment)?.toLowerCase() ?? null
  if (attachmentId && body.payment_mode !== 'Insurance') problems.add('/attachment', attachmentNeedsInsuranceMessage)
  else if (attachmentId && !(await uploadExists(db, attachmentId))) problems.add('/attachment', attachmentNotFoundMessage)
  if (body.cashPaymentOption && body.payment_mode !== 'Cash') problems.add('/cashPaymentOption', cashOptionNeedsCashMessage)
  const slot = {
    date: { path: '/wellness_date', label: 'Collection date', value: body.wellness_date },
    time: { path: '/wellness_time', label: 'Collection time', value: body.wellness_time },
  }
  checkBookingSlot(slot, hours, now, problems)
  const consent = consentColumns(body.consent, now, problems)
  problems.throwIfAny()
  if (!wellnessPackage) throw new Error('unreachable: an unknown package is refused above')
  return {
    message: wellnessBookedMessage,
    row: {
      service_type: 'Wellness',
      ...person,
      collection_preference: body.collection_preference,
      location: body.location.trim(),
      payment_mode: body.payment_mode,
      cash_payment_option: body.cashPaymentOption ?? null,
      attachment_id: attachmentId,
      sex: sex ?? null,
      package: wellnessPackage.packageId,
      wellness_date: body.wellness_date,
      wellness_time: body.wellness_time,
      latitude: truncateCoordinate(body.latitude),
      longitude: truncateCoordinate(body.longitude),
      description: wellnessPackage.title,
      amount_kes: packagePrice(wellnessPackage, sex),
      ...consent,
    },
  }
}

async function uploadExists(db: Kysely<Tables>, id: string): Promise<boolean> {
  const row = await db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst()
  return row !== undefined
}
