/** The result feature: the result view of a test, with the safety card. */
export { ResultView } from './result-view.tsx'
export { SafetyCard } from './safety-card.tsx'
export { isUrgent, scoreLabel, urgentLabel } from './score-circle.tsx'
