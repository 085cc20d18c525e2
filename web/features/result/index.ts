/** The result feature: the result view of a test, with the safety card. */
export { ResultView, comingSoonText } from './result-view.tsx'
export { isUrgent, scoreLabel, urgentLabel } from './score-circle.tsx'
