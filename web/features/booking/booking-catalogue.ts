/**
 * What the booking page offers, read from the catalogue (tests-catalog/): which product a
 * productID names (SPEC.md section 2, Booking page), the wellness packages and their prices, and
 * each practitioner's consultation price. The server computes the amount it charges from the same
 * files; the prices here are only shown.
 */
import { t } from '@lingui/core/macro'
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import type { ServiceCatalogue } from '#schemas/generated/services.ts'
import type { WellnessPackage, WellnessPackageCatalogue } from '#schemas/generated/wellness-packages.ts'
import { services as serviceRecords } from '../../../tests-catalog/services.json'
import packagesJson from '../../../tests-catalog/wellness-packages.json'
import { localisedFile } from '../../shared/content-translations.ts'
import { formatKes } from '../../shared/format-kes.ts'
import { activeLocale } from '../../shared/i18n.ts'

export type Practitioner = AppointmentBooking['practitioner']
export type Sex = 'male' | 'female'

/** The product a booking address names; a wellness booking may come with its package. */
export type BookingProduct =
  | { kind: 'appointment' }
  | { kind: 'vitalcare' }
  | { kind: 'wellness'; wellnessPackage: WellnessPackage | undefined }

const packageFile = packagesJson as WellnessPackageCatalogue
const services = serviceRecords as ServiceCatalogue['services']

/** The wellness packages, their words in the page's language (the file's own translations). */
export function wellnessPackages(): readonly WellnessPackage[] {
  return localisedFile(packageFile, activeLocale()).packages
}

export function findWellnessPackage(packageId: string | null | undefined): WellnessPackage | undefined {
  return wellnessPackages().find((candidate) => candidate.packageId === packageId)
}

/**
 * The product of /booking?productID=...&packageID=...; undefined for a missing or unknown
 * productID (the page shows 'Not Found'). A wellness booking without a known packageID lets the
 * person choose the package (docs/decisions/013-booking-form-choices.md).
 */
export function bookingProduct(productId: string | null, packageId: string | null): BookingProduct | undefined {
  if (productId === 'appointment') return { kind: 'appointment' }
  if (productId === 'VitalCare360') return { kind: 'vitalcare' }
  if (productId === 'wellness') return { kind: 'wellness', wellnessPackage: findWellnessPackage(packageId) }
  return undefined
}

/** The service each practitioner's consultation is booked as (the server uses the same map). */
const practitionerServices = {
  Doctor: 'talk-to-a-doctor',
  Nutritionist: 'talk-to-a-nutritionist',
  Psychologist: 'talk-to-a-therapist',
} as const satisfies Record<Practitioner, string>

export const practitioners = Object.keys(practitionerServices) as Practitioner[]

/** One consultation's price in KES, undefined when the catalogue has none. */
export function consultationPrice(practitioner: Practitioner): number | undefined {
  return services.find((service) => service.routeSlug === practitionerServices[practitioner])?.priceKES
}

export function isPricedBySex(wellnessPackage: WellnessPackage): boolean {
  return !('singlePrice' in wellnessPackage.price)
}

/** 'Price: KES 4,000' in the page's language. */
function priceLine(price: number): string {
  const amount = formatKes(price)
  return t`Price: ${amount}`
}

/** SPEC.md section 9: 'Price: KES {price}', or both prices until the person's sex is chosen (in the page's language). */
export function packagePriceText(wellnessPackage: WellnessPackage, sex: Sex | ''): string {
  const price = wellnessPackage.price
  if ('singlePrice' in price) return priceLine(price.singlePrice)
  if (sex) return priceLine(price[sex])
  const male = formatKes(price.male)
  const female = formatKes(price.female)
  return t({ message: `Male: ${male} | Female: ${female}`, comment: 'Booking form: a package priced by sex, before the sex is chosen' })
}
