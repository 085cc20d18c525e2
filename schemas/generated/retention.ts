/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * tests-catalog/retention.json: how long each kind of personal data is kept and why (issue 23 part 4; decision 078). The retention job enforces it and the privacy policy page shows it; every database table is either in a row or named as holding no personal data.
 */
export interface Retention {
  /**
   * The path of this schema, for editors.
   */
  $schema?: string
  /**
   * One row per kind of data, in the order the privacy policy shows them.
   *
   * @minItems 1
   *
   * Items: A kind of data: the tables that hold it, how long and why.
   */
  rows: [
    {
      /**
       * A stable name for the row (the job logs by it).
       */
      id: string
      /**
       * The database tables holding this kind of data.
       *
       * @minItems 1
       *
       * Items: A table name.
       */
      tables: [string, ...string[]]
      kind: Text
      /**
       * Days it is kept, counted from `from`; null when kept until the person withdraws (action until-withdrawn).
       */
      keepDays: number | null
      from: Text1
      /**
       * What happens when the time is up: delete (rows removed), anonymise (what names or reaches the person is erased, the rest kept), until-withdrawn (kept until the person unsubscribes or the account is closed).
       */
      action: 'delete' | 'anonymise' | 'until-withdrawn'
      reason: Text2
    },
    ...{
      /**
       * A stable name for the row (the job logs by it).
       */
      id: string
      /**
       * The database tables holding this kind of data.
       *
       * @minItems 1
       *
       * Items: A table name.
       */
      tables: [string, ...string[]]
      kind: Text
      /**
       * Days it is kept, counted from `from`; null when kept until the person withdraws (action until-withdrawn).
       */
      keepDays: number | null
      from: Text1
      /**
       * What happens when the time is up: delete (rows removed), anonymise (what names or reaches the person is erased, the rest kept), until-withdrawn (kept until the person unsubscribes or the account is closed).
       */
      action: 'delete' | 'anonymise' | 'until-withdrawn'
      reason: Text2
    }[]
  ]
  /**
   * Tables that hold no personal data, each with why.
   */
  notPersonal: {
    /**
     * Why the table holds no personal data.
     */
    [k: string]: string
  }
}
/**
 * What the data is, as a visitor would name it.
 */
export interface Text {
  /**
   * In English.
   */
  en: string
  /**
   * In Kiswahili (team translation, to be reviewed).
   */
  sw: string
}
/**
 * When the days start counting.
 */
export interface Text1 {
  /**
   * In English.
   */
  en: string
  /**
   * In Kiswahili (team translation, to be reviewed).
   */
  sw: string
}
/**
 * Why it is kept that long.
 */
export interface Text2 {
  /**
   * In English.
   */
  en: string
  /**
   * In Kiswahili (team translation, to be reviewed).
   */
  sw: string
}
/**
 * A sentence in each language of the site.
 *
 * This interface was referenced by `Retention`'s JSON-Schema
 * via the `definition` "text".
 */
export interface Text3 {
  /**
   * In English.
   */
  en: string
  /**
   * In Kiswahili (team translation, to be reviewed).
   */
  sw: string
}
