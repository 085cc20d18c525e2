/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The crisis contacts for Kenya (tests-catalog/crisis-contacts.json), shown on the result page's safety card and in the assistant's crisis reply. Bundled with the site so that the card works with the network gone. Each entry carries its sources and the date it was last verified; a test fails when that date is more than 180 days old.
 */
export interface CrisisContactList {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  card: CrisisCardCopy
  /**
   * The contacts, in the order the card lists them (emergency first).
   *
   * @minItems 1
   */
  contacts: [CrisisContact, ...CrisisContact[]]
}
/**
 * The fixed words of the safety card: short, warm and direct. No score is shown above the card.
 */
export interface CrisisCardCopy {
  /**
   * The card's heading.
   */
  heading: string
  /**
   * The short warm message under the heading, telling the person to call 999 or 112 now if they might act on their thoughts.
   */
  message: string
  therapistButton: TherapistButton
}
/**
 * The card's Talk to a Therapist button.
 */
export interface TherapistButton {
  /**
   * The words on the button (e.g. "Talk to a Therapist").
   */
  text: string
  /**
   * Site path the button goes to (e.g. /services/talk-to-a-therapist).
   */
  link: string
}
/**
 * One crisis service and the numbers that reach it. Where sources disagree on a number, every number the sources give is listed until the operations team confirms one by calling it.
 *
 * This interface was referenced by `CrisisContactList`'s JSON-Schema
 * via the `definition` "crisisContact".
 */
export interface CrisisContact {
  /**
   * Stable id of the entry, lower-case words joined by hyphens (e.g. "national-emergency").
   */
  id: string
  /**
   * The service's name as shown on the card (e.g. "Kenya Red Cross toll-free line").
   */
  service: string
  /**
   * The numbers that reach the service, the main one first.
   *
   * @minItems 1
   */
  numbers: [CrisisNumber, ...CrisisNumber[]]
  /**
   * When the service answers (e.g. "24/7"), or a warning that the hours are not confirmed.
   */
  hours: string
  /**
   * Where the numbers and hours were found.
   *
   * @minItems 1
   *
   * Items: One source, in a short phrase (publisher and, where known, the address).
   */
  sources: [string, ...string[]]
  /**
   * What the operations team and editors should know: conflicts between sources, who the service is for, what is still to be confirmed.
   */
  notes: string
  /**
   * The date the entry was last checked against its sources or by calling, as YYYY-MM-DD. A test fails once it is more than 180 days old.
   */
  lastVerified: string
}
/**
 * One number, to dial and to read.
 *
 * This interface was referenced by `CrisisContactList`'s JSON-Schema
 * via the `definition` "crisisNumber".
 */
export interface CrisisNumber {
  /**
   * The number for a one-tap tel: link: digits only, with a leading + for an international form (e.g. "999", "+254722178177").
   */
  tel: string
  /**
   * The number as people read it, with spaces (e.g. "+254 722 178 177").
   */
  display: string
  /**
   * Optional short note beside this number (e.g. "given by one guide").
   */
  note?: string
}
