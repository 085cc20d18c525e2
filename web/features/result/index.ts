/** The result feature: the result view of a test, with the safety card, and sharing it with a practitioner. */
export { ResultView } from './result-view.tsx'
export { SafetyCard } from './safety-card.tsx'
export { ShareChoices } from './share-choices.tsx'
export { ShareResultEntry } from './share-result-entry.tsx'
export { isUrgent, scoreLabel, urgentLabel } from './score-circle.tsx'
