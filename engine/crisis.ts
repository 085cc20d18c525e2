/**
 * The chat widget's entry to the crisis detector: only the detector, so that the widget's lazy
 * chunk stays small. The widget and the server call it with the same lexicon JSON
 * (tests-catalog/crisis-lexicon.json).
 */
export { detectCrisis } from './crisis-detector.ts'
export type { CrisisKind, CrisisLexicon } from './crisis-detector.ts'
