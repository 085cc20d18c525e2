/**
 * What a booking costs, always computed here from the catalogue (never sent by the browser):
 * a consultation's price from tests-catalog/services.json, a wellness package's from
 * tests-catalog/wellness-packages.json (by sex where the package has a price for men and one for
 * women). Whole Kenyan shillings.
 */
import servicesJson from '#catalog/services.json' with { type: 'json' }
import packagesJson from '#catalog/wellness-packages.json' with { type: 'json' }
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import type { ServiceCatalogue } from '#schemas/generated/services.ts'
import type { WellnessPackage, WellnessPackageCatalogue } from '#schemas/generated/wellness-packages.ts'

export type Practitioner = AppointmentBooking['practitioner']
export type Sex = 'male' | 'female'

const services = (servicesJson as ServiceCatalogue).services
const packages = (packagesJson as WellnessPackageCatalogue).packages

/** The service each practitioner's consultation is booked as. */
export const practitionerServices = {
  Doctor: 'talk-to-a-doctor',
  Psychologist: 'talk-to-a-therapist',
  Nutritionist: 'talk-to-a-nutritionist',
} as const satisfies Record<Practitioner, string>

/** One consultation's price; throws at first use when the catalogue lacks it (a content error). */
export { consultationDescription } from './service-descriptions.ts'

export function consultationPrice(practitioner: Practitioner): number {
  const slug = practitionerServices[practitioner]
  const price = services.find((service) => service.routeSlug === slug)?.priceKES
  if (price === undefined) throw new Error(`tests-catalog/services.json has no priceKES for ${slug}`)
  return price
}

export function findWellnessPackage(packageId: string): WellnessPackage | undefined {
  return packages.find((candidate) => candidate.packageId === packageId)
}

export function isPricedBySex(wellnessPackage: WellnessPackage): boolean {
  return !('singlePrice' in wellnessPackage.price)
}

/** The package's price for this person; `sex` is needed only when the package is priced by sex. */
export function packagePrice(wellnessPackage: WellnessPackage, sex: Sex | undefined): number {
  const price = wellnessPackage.price
  if ('singlePrice' in price) return price.singlePrice
  if (sex === undefined) throw new Error(`${wellnessPackage.packageId} is priced by sex; sex is needed`)
  return price[sex]
}
