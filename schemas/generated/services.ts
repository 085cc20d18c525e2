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
 * The care services people can book or join (tests-catalog/services.json): each has a page at /services/<routeSlug>, is found by search and is suggested by the assistant.
 */
export interface ServiceCatalogue {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  translations?: ContentTranslations
  /**
   * Every service, in the order they are listed.
   *
   * @minItems 1
   */
  services: [Service, ...Service[]]
}
/**
 * One service: a virtual consultation, a programme or a check-up, with what its page needs.
 *
 * This interface was referenced by `ServiceCatalogue`'s JSON-Schema
 * via the `definition` "service".
 */
export interface Service {
  /**
   * Stable code of the service: SV, a hyphen and three digits (e.g. "SV-001").
   */
  id: string
  /**
   * The service's name, as the page heading and in search (e.g. "Talk to a Doctor").
   */
  title: string
  /**
   * Two or three plain sentences on what the person gets.
   */
  description: string
  /**
   * The last part of the service's address, /services/<routeSlug>; test definitions and the assistant refer to the service by it.
   */
  routeSlug:
    | 'talk-to-a-doctor'
    | 'talk-to-a-therapist'
    | 'talk-to-a-nutritionist'
    | 'vitalcare360'
    | 'vitalcare360-manage'
    | 'wellness-checkup'
  /**
   * The label of the assistant's suggestion link to this service (SPEC.md's service routes, e.g. "Consult a Doctor").
   */
  callToAction: string
  /**
   * What the page's main button says, which also tells whether the service can be booked now: "Book Appointment", "Join Our Waitlist" or "Coming Soon" (a Coming Soon service has no bookingLink).
   */
  availability: 'Book Appointment' | 'Join Our Waitlist' | 'Coming Soon'
  /**
   * Site address the main button goes to (e.g. /booking?productID=appointment). Omitted while the service is Coming Soon.
   */
  bookingLink?: string
  /**
   * Price of one session in Kenyan shillings, where a fixed consultation price applies. Omitted for programmes and for packages priced in wellness-packages.json.
   */
  priceKES?: number
  /**
   * Short points on who the service is meant for, shown as a list.
   *
   * @minItems 1
   *
   * Items: One kind of person the service suits, in a short phrase or sentence.
   */
  whoItIsFor: [string, ...string[]]
  /**
   * The steps from booking to care, in order, shown as a numbered list.
   *
   * @minItems 1
   *
   * Items: One step, in a short sentence.
   */
  howItWorks: [string, ...string[]]
  /**
   * Words people might search for, in English and common Kenyan and Swahili terms (e.g. "daktari").
   *
   * @minItems 1
   *
   * Items: One search word or short phrase.
   */
  keyWords: [string, ...string[]]
}
