/** "Save for my doctor (FHIR)": the result's FHIR download, made on the device (issue 23; decision 068). */
export { SaveForDoctorButton } from './save-for-doctor-button.tsx'
export type { SaveForDoctorProps } from './save-for-doctor-button.tsx'
