/**
 * The crisis net's data for the browser: the same lexicon and classifier files the server reads,
 * typed for the engine. Imported only by the lazy chunks that run the net (the chat panel's
 * offline card, the free-text fields' check), never by the main chunk.
 */
import type { CrisisClassifier, CrisisLexicon } from '#engine/crisis.ts'
import crisisClassifier from '../../tests-catalog/crisis-classifier.json'
import crisisLexicon from '../../tests-catalog/crisis-lexicon.json'

// The catalogue tests check both files against their schemas; JSON imports lose only the tuple
// and enum types.
export const crisisNets = { lexicon: crisisLexicon as unknown as CrisisLexicon, classifier: crisisClassifier as CrisisClassifier }
