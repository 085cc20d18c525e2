/** The home page (SPEC.md section 2, Home page). */
export { HomePage } from './home-page.tsx'
