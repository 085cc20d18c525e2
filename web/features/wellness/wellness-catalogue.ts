/**
 * The wellness packages and accepted insurers (tests-catalog/wellness-packages.json, checked
 * against its schema by the catalogue tests), and the price and audience wording SPEC.md uses.
 * Amounts get thousands separators through Intl in the page's language (en-KE or sw-KE):
 * 'Price: KES 4,000', not 'Price: KES 4000'. The packages' words are the file's, in the page's
 * language (its `translations.sw` on a Kiswahili page).
 */
import { t } from '@lingui/core/macro'
import type { Insurer, LabTest, Price, WellnessPackage, WellnessPackageCatalogue } from '#schemas/index.ts'
import catalogue from '../../../tests-catalog/wellness-packages.json'
import { localisedFile } from '../../shared/content-translations.ts'
import { formatKes } from '../../shared/format-kes.ts'
import { activeLocale } from '../../shared/i18n.ts'

// The JSON import loses the price union's shape; the schema test guarantees it.
const file = catalogue as WellnessPackageCatalogue

/** The packages in the page's language. */
export function wellnessPackages(): readonly WellnessPackage[] {
  return localisedFile(file, activeLocale()).packages
}

/** The accepted insurers (names: the same in every language). */
export const insurers: readonly Insurer[] = file.acceptedInsurers

export function findPackage(routeSlug: string): WellnessPackage | undefined {
  return wellnessPackages().find((wellnessPackage) => wellnessPackage.routeSlug === routeSlug)
}

/** SPEC.md section 9: 'Price: KES {singlePrice}' or 'Male: KES {male} | Female: KES {female}'. */
export function priceLine(price: Price): string {
  if ('singlePrice' in price) {
    const amount = formatKes(price.singlePrice)
    return t({ message: `Price: ${amount}`, comment: 'Price of a wellness package' })
  }
  const male = formatKes(price.male)
  const female = formatKes(price.female)
  return t({ message: `Male: ${male} | Female: ${female}`, comment: 'Prices of a wellness package for men and for women' })
}

/** Who a lab test is for: a PSA test is for men only, a Pap smear for women only. */
export function labTestAudience(labTest: LabTest): string {
  if (labTest.audienceSex === 'male') return t`For men only`
  if (labTest.audienceSex === 'female') return t`For women only`
  return t`For everyone`
}
