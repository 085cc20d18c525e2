/** The six service pages at /services/:slug. */
export { ServicePage } from './service-page.tsx'
