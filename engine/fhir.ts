/**
 * The browser's entry for "Save for my doctor (FHIR)": the FHIR builders only, without the
 * definition checks (Ajv) of engine/index.ts (decisions 008 and 068).
 */
export { resultBundleOf, resultBundleFileName } from './fhir/index.ts'
export type { FhirContext, ResultBundleInput } from './fhir/index.ts'
export { todayInNairobi } from './bookings/nairobi-calendar.ts'
