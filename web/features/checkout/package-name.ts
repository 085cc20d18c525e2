/** A wellness package code as its display name (SPEC.md section 3: w-001 is 'Gen-Z Packages Wellness Package'); an unknown code is shown as is. */
import packagesJson from '../../../tests-catalog/wellness-packages.json'

const names = new Map(packagesJson.packages.map((entry) => [entry.packageId, entry.title]))

export function packageName(code: string | null): string {
  if (!code) return ''
  return names.get(code) ?? code
}
