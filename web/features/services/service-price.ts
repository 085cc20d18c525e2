/**
 * What a service page says about price: a consultation's price per session, the wellness
 * check-up's lowest package price (from tests-catalog/wellness-packages.json, so it follows the
 * packages), a free wait-list, or a price still to come.
 */
import type { Service, WellnessPackageCatalogue } from '#schemas/index.ts'
import wellnessCatalogue from '../../../tests-catalog/wellness-packages.json'
import { formatKes } from '../../shared/format-kes.ts'

const { packages } = wellnessCatalogue as WellnessPackageCatalogue

/** The lowest price any wellness package is sold at (a price for men or women counts). */
export const lowestPackagePrice = Math.min(
  ...packages.map(({ price }) => ('singlePrice' in price ? price.singlePrice : Math.min(price.male, price.female))),
)

export function servicePrice(service: Service): string {
  if (service.priceKES !== undefined) return `${formatKes(service.priceKES)} for one session.`
  if (service.routeSlug === 'wellness-checkup') return `From ${formatKes(lowestPackagePrice)}, depending on the package. Pay by cash or insurance.`
  if (service.availability === 'Join Our Waitlist') return 'Joining the waiting list is free. We share the programme price before you start.'
  return 'The price will be shown here when the service opens.'
}
