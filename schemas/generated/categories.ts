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
 * The test categories shown on /categories, in display order (tests-catalog/categories.json). A category does not list its tests: which tests belong to it is derived from each test definition's `category` field (tests-catalog/tests/<routeSlug>.json), so that there is one source of truth.
 */
export interface CategoryCatalogue {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  translations?: ContentTranslations
  /**
   * Every category, in the order the category list shows them.
   *
   * @minItems 1
   */
  categories: [Category, ...Category[]]
}
/**
 * One group of tests, with its own page at /categories/<routeSlug>. Its tests are the test definitions whose `category` equals its routeSlug.
 *
 * This interface was referenced by `CategoryCatalogue`'s JSON-Schema
 * via the `definition` "category".
 */
export interface Category {
  /**
   * The two capital letters that begin the codes of this category's tests (e.g. "MH" for MH-001 to MH-007).
   */
  id: string
  /**
   * Short name on the category card and in search (e.g. "Mental Health").
   */
  name: string
  /**
   * Heading of the category's page (e.g. "Mental Health Assessments").
   */
  title: string
  /**
   * One or two plain sentences under the title and on the card: what the tests in this category help a person understand.
   */
  description: string
  /**
   * Optional short hint shown when a person hovers over or focuses the category card.
   */
  tooltip?: string
  /**
   * The last part of the category's address, /categories/<routeSlug>; test definitions name their category by it. Lower-case words joined by hyphens.
   */
  routeSlug: string
  /**
   * Site path of the card image (e.g. /images/categories/mental-health.svg, written by the build from schemas/pictures.ts).
   */
  imageSrc: string
  /**
   * Words people might search for, in English and common Kenyan and Swahili terms (e.g. "stress", "msongo wa mawazo", "sukari").
   *
   * @minItems 1
   *
   * Items: One search word or short phrase.
   */
  keyWords: [string, ...string[]]
}
