/**
 * The crisis classifier's model (tests-catalog/crisis-classifier.json) is valid against its schema,
 * was trained on the labelled sets as they are now (a set changed without `npm run train:crisis`
 * fails here), and training is deterministic: it writes the same file again. Prints the k-fold
 * figures per language (decision 040).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { schemaProblems } from '#schemas/ajv.ts'
import type { CrisisClassifier } from '#engine/index.ts'
import type { CrisisLexicon } from '#engine/index.ts'
import lexiconJson from '#catalog/crisis-lexicon.json' with { type: 'json' }
import { batch3Negatives, batch3Positives } from '#server/testing/chat-sets/crisis-batch-3.ts'
import { freshNegatives, freshPositives } from '#server/testing/chat-sets/crisis-fresh-batch.ts'
import { independentNegatives, independentPositives } from '#server/testing/chat-sets/independent-batch.ts'
import { phraseText, templateExamples } from './crisis-training-templates.ts'
import { buildModel, fingerprint, modelIsCurrent, modelPath, trainingExamples } from './train-crisis-classifier.ts'

const committed = JSON.parse(readFileSync(modelPath, 'utf8')) as CrisisClassifier

describe('the crisis classifier model', () => {
  it('is valid against its schema', () => {
    expect(schemaProblems('crisis-classifier.schema.json', committed)).toEqual([])
  })

  it('was trained on the labelled sets as they are now (run npm run train:crisis when a set changes)', () => {
    expect(modelIsCurrent()).toBe(true)
    const changed = [...trainingExamples(), { text: 'a line added to a set', risk: true }]
    expect(fingerprint(changed)).not.toBe(committed.trainedOn)
  })

  it('is what training writes, byte for byte, with k-fold figures inside the targets (printed)', () => {
    const rebuilt = buildModel()
    expect(rebuilt).toEqual(committed)
    for (const figures of committed.crossValidation.languages) {
      console.log(`crisis classifier, ${committed.crossValidation.folds}-fold, ${figures.language}: recall ${(figures.recall * 100).toFixed(1)}% of ${figures.positives}, check-in alarms ${(figures.checkInAlarms * 100).toFixed(1)}%, crisis alarms ${(figures.crisisAlarms * 100).toFixed(1)}% of ${figures.negatives}`)
      expect(figures.crisisAlarms).toBeLessThanOrEqual(0.03)
      expect(figures.checkInAlarms).toBeLessThanOrEqual(0.1)
      expect(figures.recall).toBeGreaterThanOrEqual(0.5)
    }
  }, 30_000)
})

describe('the texts generated from the lexicon categories (decision 055)', () => {
  const lexicon = lexiconJson as unknown as CrisisLexicon

  it('spells a phrase of the lexicon grammar as plain words, alternatives in turn', () => {
    expect(phraseText('how many pills|tablets ... finish|kill me', 0)).toBe('how many pills finish me')
    expect(phraseText('*jiua nimemeza~ vidonge*', 1)).toBe('jiua nimemeza vidonge')
    expect(phraseText('pills|tablets', 1)).toBe('tablets')
  })

  it('gives risk texts for every composed rule and harmless texts for every lowering context, the same each time', () => {
    const generated = templateExamples(lexicon)
    expect(templateExamples(lexicon)).toEqual(generated)
    const composed = lexicon.rules.filter((rule) => rule.compose)
    expect(generated.positives.length).toBeGreaterThanOrEqual(composed.length * 12)
    expect(generated.negatives.length).toBeGreaterThanOrEqual((lexicon.lowering ?? []).length * 5 * 4)
    const examples = trainingExamples()
    expect(examples.filter((example) => example.generated).length).toBeGreaterThan(0)
    expect(examples.filter((example) => !example.generated).length).toBeGreaterThan(1000)
  })

  it('never generates a text of the batches kept for measuring', () => {
    // A few short common sentences ("I want to die") are in a hand-written set and a batch alike; the generated texts must add none.
    const generated = new Set(trainingExamples().filter((example) => example.generated).map(({ text }) => text.toLowerCase()))
    const kept = [...batch3Positives, ...batch3Negatives, ...freshPositives, ...freshNegatives, ...independentPositives, ...independentNegatives]
    expect(kept.filter(({ text }) => generated.has(text.toLowerCase())).length).toBe(0)
  })
})
