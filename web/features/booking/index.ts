/** The booking forms at /booking. */
export { BookingPage, bookingSubmission } from './booking-page.tsx'
export type { NoScriptBooking } from './booking-page.tsx'
export type { PostedBooking } from './use-booking-form.ts'
