/**
 * A wellness package code as its display name in the page's language (SPEC.md section 3: w-001 is
 * 'Gen-Z Packages Wellness Package'; the file's own translations on a Kiswahili page); an unknown
 * code is shown as is.
 */
import type { WellnessPackageCatalogue } from '#schemas/generated/wellness-packages.ts'
import packagesJson from '../../../tests-catalog/wellness-packages.json'
import { localisedFile } from '../../shared/content-translations.ts'
import { activeLocale } from '../../shared/i18n.ts'

export function packageName(code: string | null): string {
  if (!code) return ''
  const { packages } = localisedFile(packagesJson as WellnessPackageCatalogue, activeLocale())
  return packages.find((entry) => entry.packageId === code)?.title ?? code
}
