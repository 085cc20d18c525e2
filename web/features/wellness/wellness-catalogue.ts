/**
 * The wellness packages and accepted insurers (tests-catalog/wellness-packages.json, checked
 * against its schema by the catalogue tests), and the price and audience wording SPEC.md uses.
 * Amounts get thousands separators (en-KE): 'Price: KES 4,000', not 'Price: KES 4000'.
 */
import type { Insurer, LabTest, Price, WellnessPackage, WellnessPackageCatalogue } from '#schemas/index.ts'
import catalogue from '../../../tests-catalog/wellness-packages.json'
import { formatKes } from '../../shared/format-kes.ts'

// The JSON import loses the price union's shape; the schema test guarantees it.
const { packages, acceptedInsurers } = catalogue as WellnessPackageCatalogue

export const wellnessPackages: readonly WellnessPackage[] = packages
export const insurers: readonly Insurer[] = acceptedInsurers

export function findPackage(routeSlug: string): WellnessPackage | undefined {
  return packages.find((wellnessPackage) => wellnessPackage.routeSlug === routeSlug)
}

/** SPEC.md section 9: 'Price: KES {singlePrice}' or 'Male: KES {male} | Female: KES {female}'. */
export function priceLine(price: Price): string {
  if ('singlePrice' in price) return `Price: ${formatKes(price.singlePrice)}`
  return `Male: ${formatKes(price.male)} | Female: ${formatKes(price.female)}`
}

/** Who a lab test is for: a PSA test is for men only, a Pap smear for women only. */
export function labTestAudience(labTest: LabTest): string {
  if (labTest.audienceSex === 'male') return 'For men only'
  if (labTest.audienceSex === 'female') return 'For women only'
  return 'For everyone'
}
