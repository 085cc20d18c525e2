/** The footer feature: the footer on every screen, with its subscribe form. */
export { Footer } from './footer.tsx'
export { SubscribeForm, SUBSCRIBE_ERROR, SUBSCRIBE_SUCCESS } from './subscribe-form.tsx'
