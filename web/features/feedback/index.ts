/** The feedback feature: the floating button and drawer of the feedback survey. */
export { FeedbackButton } from './feedback-button.tsx'
