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
