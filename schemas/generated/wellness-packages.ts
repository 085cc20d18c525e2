/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * This file's visible text in Kiswahili (and any later language), by JSON pointer (content-translations.schema.json). Read it through web/shared/content-translations.ts.
 */
export type ContentTranslations = any
/**
 * The package price in Kenyan shillings: either one price for everyone ("Price: KES <singlePrice>") or a price for men and one for women ("Male: KES <male> | Female: KES <female>"), never both.
 *
 * This interface was referenced by `WellnessPackageCatalogue`'s JSON-Schema
 * via the `definition` "price".
 */
export type Price = SinglePrice | PriceBySex

/**
 * The wellness check-up packages shown on /wellness (tests-catalog/wellness-packages.json), with the insurers accepted for all of them.
 */
export interface WellnessPackageCatalogue {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  translations?: ContentTranslations
  /**
   * Insurers whose cover is accepted for every package, listed on each package page. Paying by insurance needs the insurer's pre-authorization.
   *
   * @minItems 1
   */
  acceptedInsurers: [Insurer, ...Insurer[]]
  /**
   * Every package, in the order the list shows them.
   *
   * @minItems 1
   */
  packages: [WellnessPackage, ...WellnessPackage[]]
}
/**
 * One insurer whose cover is accepted.
 *
 * This interface was referenced by `WellnessPackageCatalogue`'s JSON-Schema
 * via the `definition` "insurer".
 */
export interface Insurer {
  /**
   * Stable id of the insurer, lower-case words joined by hyphens (e.g. "jubilee").
   */
  id: string
  /**
   * The insurer's name as people know it (e.g. "Jubilee Health Insurance").
   */
  name: string
}
/**
 * One check-up package: health risk assessments, lab tests, a health report and a doctor's consultation, booked at /booking?productID=wellness&packageID=<packageId>.
 *
 * This interface was referenced by `WellnessPackageCatalogue`'s JSON-Schema
 * via the `definition` "wellnessPackage".
 */
export interface WellnessPackage {
  /**
   * Position of the package in the catalogue, from 1; the number part of packageId.
   */
  id: number
  /**
   * The package code, w, a hyphen and three digits (w-001 to w-013); sent as packageID when booking and stored on the service record.
   */
  packageId: string
  /**
   * Short name on the card (e.g. "Afya Fahari").
   */
  name: string
  /**
   * Full display name, used as the page title and at checkout (e.g. "Afya Fahari Wellness Package").
   */
  title: string
  /**
   * Two or three plain sentences: who the package is for and what it checks.
   */
  description: string
  /**
   * A short hint shown on the package card, specific to this package.
   */
  tooltip: string
  /**
   * The last part of the package's address, /wellness/<routeSlug>. Lower-case words and digits joined by hyphens.
   */
  routeSlug: string
  /**
   * Site path of the card image (e.g. /images/wellness/afya-fahari.webp).
   */
  imageSrc: string
  /**
   * Words people might search for, in English and common Kenyan and Swahili terms.
   *
   * @minItems 1
   *
   * Items: One search word or short phrase.
   */
  keyWords: [string, ...string[]]
  price: Price
  /**
   * The lab tests included, shown in section 02 of the package page.
   *
   * @minItems 1
   */
  labTests: [LabTest, ...LabTest[]]
}
/**
 * One price for everyone.
 */
export interface SinglePrice {
  /**
   * The price for everyone, in whole Kenyan shillings.
   */
  singlePrice: number
}
/**
 * A price for men and a price for women (their lab tests differ).
 */
export interface PriceBySex {
  /**
   * The price for men, in whole Kenyan shillings.
   */
  male: number
  /**
   * The price for women, in whole Kenyan shillings.
   */
  female: number
}
/**
 * One laboratory test included in a package.
 *
 * This interface was referenced by `WellnessPackageCatalogue`'s JSON-Schema
 * via the `definition` "labTest".
 */
export interface LabTest {
  /**
   * Stable id of the lab test, lower-case words joined by hyphens (e.g. "blood-work").
   */
  id: string
  /**
   * The lab test's name (e.g. "Blood Work (Complete Blood Count)").
   */
  title: string
  /**
   * One plain sentence on what the test checks.
   */
  description: string
  /**
   * Set only when the test is for one sex (a PSA test for men, a Pap smear for women); omitted when it is for everyone.
   */
  audienceSex?: 'male' | 'female'
  /**
   * Name of the Font Awesome icon shown beside the test (e.g. "vial").
   */
  icon?: string
}
