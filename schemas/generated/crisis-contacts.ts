/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The crisis contacts for Kenya (tests-catalog/crisis-contacts.json). `contacts` are the safety card's lines, shown on the result page, the offline page and in the assistant's crisis reply; `morePlaces` are shown under 'More places to get help' on the result page's card; `withheld` are never shown (kept so the reason is recorded). Bundled with the site so that the card works with the network gone. Each entry carries its sources, each with the date it was checked, and the date the entry was last verified; a test fails when that date is more than 180 days old, when a card line lacks a primary source for a number, or when hours are shown that no source gives (decision 043).
 */
export interface CrisisContactList {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  card: CrisisCardCopy
  /**
   * The safety card's lines, in the order the card lists them (emergency first): each number given by a primary source, and hours that a source gives.
   *
   * @minItems 1
   */
  contacts: [CrisisContact, ...CrisisContact[]]
  /**
   * Lines shown under 'More places to get help' on the result page's card: their sources are weaker (no primary source found) or they serve fewer people. Hours only where a source gives them.
   */
  morePlaces: OtherCrisisContact[]
  /**
   * Lines a source lists but that are never shown to a visitor, with the reason in `notes` (for example one secondary source that the operator's own pages contradict).
   */
  withheld: OtherCrisisContact[]
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
  sw: CrisisCardSwahili
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
 * The card's words in Kiswahili, for the Kiswahili pages and the assistant's Kiswahili replies (team translation awaiting review by a fluent clinical reviewer). The link stays the one above, under /sw on a Kiswahili page.
 */
export interface CrisisCardSwahili {
  /**
   * The card's heading in Kiswahili.
   */
  heading: string
  /**
   * The short warm message in Kiswahili, telling the person to call 999 or 112 now if they might act on their thoughts.
   */
  message: string
  /**
   * The words on the Talk to a Therapist button in Kiswahili.
   */
  therapistButton: string
}
/**
 * One line of the safety card and the numbers that reach it. Every number is given by a primary source (the operator, the Government of Kenya or a UN agency working with it) and the hours by at least one source.
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
  sw: CrisisContactSwahili
  /**
   * The numbers that reach the service, the main one first.
   *
   * @minItems 1
   */
  numbers: [CrisisNumber, ...CrisisNumber[]]
  /**
   * When the service answers (e.g. "24/7"), exactly as one of the sources gives it.
   */
  hours: string
  /**
   * Where the numbers and hours were found, each with the date it was checked.
   *
   * @minItems 1
   */
  sources: [CrisisContactSource, ...CrisisContactSource[]]
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
 * The service's name in Kiswahili, for the offline page.
 */
export interface CrisisContactSwahili {
  /**
   * The service's name in Kiswahili.
   */
  service: string
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
}
/**
 * One place a number or the hours were read, and when.
 *
 * This interface was referenced by `CrisisContactList`'s JSON-Schema
 * via the `definition` "contactSource".
 */
export interface CrisisContactSource {
  /**
   * Publisher and page, in a short phrase, with what it says.
   */
  name: string
  /**
   * The page's address.
   */
  url: string
  /**
   * True when the publisher runs the service or is the Government of Kenya or a UN agency working with it (its own page, or its statement quoted in the press); false for a guide, directory or atlas.
   */
  primary: boolean
  /**
   * The numbers this source gives, as tel digits (e.g. "1199").
   *
   * @minItems 1
   *
   * Items: One number, digits only, with a leading + for an international form.
   */
  numbers: [string, ...string[]]
  /**
   * The hours this source gives (e.g. "24/7"), when it gives any.
   */
  hours?: string
  /**
   * The date the page was read for this entry, as YYYY-MM-DD.
   */
  checked: string
}
/**
 * A line under 'More places to get help', or one never shown (withheld). Hours only where a source gives them; no Kiswahili name needed for a withheld line.
 *
 * This interface was referenced by `CrisisContactList`'s JSON-Schema
 * via the `definition` "otherContact".
 */
export interface OtherCrisisContact {
  /**
   * Stable id of the entry, lower-case words joined by hyphens (e.g. "national-emergency").
   */
  id: string
  /**
   * The service's name as shown on the card (e.g. "Kenya Red Cross toll-free line").
   */
  service: string
  sw?: CrisisContactSwahili1
  /**
   * The numbers that reach the service, the main one first.
   *
   * @minItems 1
   */
  numbers: [CrisisNumber, ...CrisisNumber[]]
  /**
   * When the service answers, exactly as one of the sources gives it; absent when no source gives the hours.
   */
  hours?: string
  /**
   * Where the numbers and hours were found, each with the date it was checked.
   *
   * @minItems 1
   */
  sources: [CrisisContactSource, ...CrisisContactSource[]]
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
 * The service's name in Kiswahili, for the offline page.
 */
export interface CrisisContactSwahili1 {
  /**
   * The service's name in Kiswahili.
   */
  service: string
}
/**
 * The contact's words in Kiswahili, shown beside the English on the offline page.
 *
 * This interface was referenced by `CrisisContactList`'s JSON-Schema
 * via the `definition` "swahiliWords".
 */
export interface CrisisContactSwahili2 {
  /**
   * The service's name in Kiswahili.
   */
  service: string
}
