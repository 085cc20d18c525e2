/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The query of GET /api/tests/ and POST /api/interpret/: the language the page wants the test's text in. The answer says which language it is actually in (the definition's language field and the Content-Language header): a test without a Kiswahili version answers in English.
 */
export interface TestLanguageQuery {
  /**
   * The page's language: "sw" for a Kiswahili page (under /sw), "en" or absent for English.
   */
  lang?: 'en' | 'sw'
}
