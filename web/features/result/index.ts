/** The result feature: the result view of a test, with the safety card. */
export { ResultView, comingSoonText } from './result-view.tsx'
export { scoreLabel } from './score-circle.tsx'
