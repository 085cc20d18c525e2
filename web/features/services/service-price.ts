/**
 * What a service page says about price: a consultation's price per session, the wellness
 * check-up's lowest package price (from tests-catalog/wellness-packages.json, so it follows the
 * packages), a free wait-list, or a price still to come. In the page's language, amounts through
 * Intl (formatKes: en-KE or sw-KE).
 */
import { t } from '@lingui/core/macro'
import type { Service, WellnessPackageCatalogue } from '#schemas/index.ts'
import wellnessCatalogue from '../../../tests-catalog/wellness-packages.json'
import { formatKes } from '../../shared/format-kes.ts'

const { packages } = wellnessCatalogue as WellnessPackageCatalogue

/** The lowest price any wellness package is sold at (a price for men or women counts). */
export const lowestPackagePrice = Math.min(
  ...packages.map(({ price }) => ('singlePrice' in price ? price.singlePrice : Math.min(price.male, price.female))),
)

/** The price sentence of a service (the English record: its availability decides). */
export function servicePrice(service: Service): string {
  if (service.priceKES !== undefined) {
    const price = formatKes(service.priceKES)
    return t({ message: `${price} for one session.`, comment: 'Price of a consultation, e.g. KES 2,000 for one session.' })
  }
  if (service.routeSlug === 'wellness-checkup') {
    const price = formatKes(lowestPackagePrice)
    return t({ message: `From ${price}, depending on the package. Pay by cash or insurance.`, comment: 'Price of the wellness check-up: its cheapest package' })
  }
  if (service.availability === 'Join Our Waitlist') return t`Joining the waiting list is free. We share the programme price before you start.`
  return t`The price will be shown here when the service opens.`
}
