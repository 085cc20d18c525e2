/** The pre-session screenings at /screening. */
export { ScreeningPage } from './screening-page.tsx'
