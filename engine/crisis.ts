/**
 * The chat widget's entry to the crisis net: only the net (the lexicon's rules and the classifier),
 * so that the widget's lazy chunk stays small. The widget and the server call it with the same
 * JSON (tests-catalog/crisis-lexicon.json and crisis-classifier.json), so the offline path applies
 * the same rules as the server.
 */
export { detectCrisis } from './crisis-detector.ts'
export type { CrisisKind, CrisisLexicon } from './crisis-detector.ts'
export { assessFreeText, assessRisk } from './crisis-net.ts'
export type { CrisisNets, RiskAssessment, RiskOutcome } from './crisis-net.ts'
export type { CrisisClassifier } from './crisis-classifier.ts'
