/** The booking forms at /booking. */
export { BookingPage } from './booking-page.tsx'
