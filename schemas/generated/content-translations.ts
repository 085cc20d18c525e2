/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The visible text of a site content file (site.json, categories.json, services.json, wellness-packages.json) in languages besides English, by language code, in the same form as a test's /translations: keys are RFC 6901 JSON pointers into the same file. A file that lists a language must give every visible string in it (web/shared/content-translations.test.ts names any missing one); ids, links, image paths, prices, search keywords, brand and people's names stay as they are.
 */
export interface ContentTranslations {
  sw?: ContentTranslation
}
/**
 * The file's Kiswahili text. The site's content is its own text, never a published validated instrument, so it is all the team's.
 */
export interface ContentTranslation {
  /**
   * The site's own text translated by the team, by the JSON pointer of the English string it replaces (e.g. "/home/hero/heading"). Each one awaits review by a fluent clinical reviewer.
   */
  team: {
    /**
     * The translated string, as the person reads it.
     */
    [k: string]: string
  }
}
