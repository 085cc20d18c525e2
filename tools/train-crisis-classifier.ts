/**
 * Trains the crisis net's classifier (engine/crisis-classifier.ts, decision 040) from the labelled
 * sets in server/testing/chat-sets/ and writes tests-catalog/crisis-classifier.json. Deterministic:
 * the same sets give the same file, byte for byte (a fixed example order, a fixed shuffle, no
 * clock). `npm run train:crisis` writes it; `npm run train:crisis -- --check` fails when the sets
 * changed since the model was trained (tools/train-crisis-classifier.test.ts runs it in npm test).
 *
 * The fresh batch of issue 17 (crisis-fresh-batch.ts) is never trained on: it is the honest test.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { classifierFeatures, encodeWeights, type CrisisClassifier, type CrisisLexicon } from '#engine/index.ts'
import { concernCases } from '#server/testing/chat-sets/concern-set.ts'
import { crisisNegatives, crisisPositives } from '#server/testing/chat-sets/crisis-set.ts'
import {
  heldOutNegatives,
  heldOutPositives,
  secondBatchNegatives,
  secondBatchPositives,
  thirdBatchNegatives,
  thirdBatchPositives,
} from '#server/testing/chat-sets/crisis-held-out-set.ts'
import { distressNegatives, distressPositives } from '#server/testing/chat-sets/distress-set.ts'
import { nonsenseCases, vagueCases } from '#server/testing/chat-sets/nonsense-set.ts'
import { detectLanguage } from '#server/chat/language.ts'
import { templateExamples } from './crisis-training-templates.ts'

const lexicon = JSON.parse(readFileSync(new URL('../tests-catalog/crisis-lexicon.json', import.meta.url), 'utf8')) as CrisisLexicon

export const modelPath = fileURLToPath(new URL('../tests-catalog/crisis-classifier.json', import.meta.url))

/** One labelled text; `generated` when it comes from the lexicon's categories rather than a hand-written set. */
export type Example = { text: string; risk: boolean; generated?: boolean }

/** The training settings; part of the fingerprint, so a change retrains. */
export const settings = { buckets: 16384, epochs: 30, learningRate: 1, l2: 0.00001, folds: 5, checkInAlarms: 0.05, crisisAlarms: 0.01, generatedWeight: 0.15 }

/**
 * Every labelled text once, the first wins when a text is in two lists: the
 * hand-written sets and the texts generated from the lexicon's categories (decision 055).
 */
export function trainingExamples(): Example[] {
  const generated = templateExamples(lexicon)
  const positives = [
    ...crisisPositives.map(({ text }) => text),
    ...heldOutPositives.map(({ text }) => text),
    ...secondBatchPositives.map(({ text }) => text),
    ...thirdBatchPositives,
    ...distressPositives,
  ]
  const negatives = [
    ...crisisNegatives,
    ...heldOutNegatives,
    ...secondBatchNegatives,
    ...thirdBatchNegatives,
    ...distressNegatives,
    ...concernCases.map(({ text }) => text),
    ...nonsenseCases,
    ...vagueCases,
  ]
  const seen = new Set<string>()
  const examples: Example[] = []
  // Hand-written texts first, so that a generated text equal to one of them stays hand-written.
  const groups = [[positives, true, false], [negatives, false, false], [generated.positives, true, true], [generated.negatives, false, true]] as const
  for (const [texts, risk, made] of groups) {
    for (const text of texts) {
      if (seen.has(text)) continue
      seen.add(text)
      examples.push(made ? { text, risk, generated: true } : { text, risk })
    }
  }
  return examples
}

/** FNV-1a of the examples and settings, as 8 hex digits. */
export function fingerprint(examples: readonly Example[]): string {
  const text = JSON.stringify([settings, examples.map(({ text, risk }) => [text, risk])])
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** A fixed pseudo-random order (a linear congruential generator with a fixed seed). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items]
  let state = seed >>> 0
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    const other = state % (index + 1)
    ;[result[index], result[other]] = [result[other]!, result[index]!]
  }
  return result
}

type Trained = { weights: Float64Array; bias: number }

/** Logistic regression by stochastic gradient descent, classes weighted to count equally. */
export function train(examples: readonly Example[]): Trained {
  const weights = new Float64Array(settings.buckets)
  let bias = 0
  const positives = examples.filter((example) => example.risk).length
  const classWeight = { true: examples.length / (2 * positives), false: examples.length / (2 * (examples.length - positives)) }
  const featured = examples.map((example) => ({
    features: classifierFeatures(example.text, settings.buckets),
    risk: example.risk,
    weight: example.generated ? settings.generatedWeight : 1,
  }))
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    const rate = settings.learningRate / (1 + epoch * 0.2)
    for (const { features, risk, weight } of shuffled(featured, 17 + epoch)) {
      let sum = bias
      for (const [bucket, value] of features) sum += weights[bucket]! * value
      const error = (risk ? 1 : 0) - 1 / (1 + Math.exp(-sum))
      const step = rate * error * classWeight[`${risk}`] * weight
      for (const [bucket, value] of features) weights[bucket] = weights[bucket]! * (1 - rate * settings.l2) + step * value
      bias += step
    }
  }
  return { weights, bias }
}

const score = ({ weights, bias }: Trained, text: string) => {
  let sum = bias
  for (const [bucket, value] of classifierFeatures(text, settings.buckets)) sum += weights[bucket]! * value
  return 1 / (1 + Math.exp(-sum))
}

/** The score above which at most `share` of the scores lie. */
function thresholdFor(scores: readonly number[], share: number): number {
  const sorted = [...scores].sort((a, b) => b - a)
  const allowed = Math.floor(sorted.length * share)
  const above = sorted[allowed] ?? 0
  return Math.min(0.99, Math.max(0.5, above + 1e-6))
}

/** k-fold out-of-fold scores: each example scored by a model that never saw it. */
export function outOfFoldScores(examples: readonly Example[]): number[] {
  const order = shuffled(examples.map((_, index) => index), 7)
  const fold = new Map(order.map((index, position) => [index, position % settings.folds]))
  const scores = new Array<number>(examples.length).fill(0)
  for (let k = 0; k < settings.folds; k += 1) {
    const model = train(examples.filter((_, index) => fold.get(index) !== k))
    examples.forEach((example, index) => {
      if (fold.get(index) === k) scores[index] = score(model, example.text)
    })
  }
  return scores
}

/** Signed bytes of the weights and what one step is worth. */
function quantised(weights: Float64Array): { bytes: number[]; scale: number } {
  const largest = weights.reduce((most, weight) => Math.max(most, Math.abs(weight)), 0) || 1
  const scale = Number((largest / 127).toPrecision(6))
  return { bytes: Array.from(weights, (weight) => Math.max(-127, Math.min(127, Math.round(weight / scale)))), scale }
}

export function buildModel(): CrisisClassifier {
  const examples = trainingExamples()
  const scores = outOfFoldScores(examples)
  // Thresholds and figures from the hand-written texts only: the generated ones are easier and would flatter both (decision 055).
  const written = (index: number) => examples[index]!.generated !== true
  const negativeScores = scores.filter((_, index) => !examples[index]!.risk && written(index))
  const thresholds = {
    checkIn: Number(thresholdFor(negativeScores, settings.checkInAlarms).toFixed(4)),
    crisis: Number(thresholdFor(negativeScores, settings.crisisAlarms).toFixed(4)),
  }
  const languages = (['en', 'sw'] as const).map((language) => {
    const mine = examples
      .map((example, index) => ({ ...example, score: scores[index]! }))
      .filter(({ text, generated }) => generated !== true && detectLanguage(text, '') === language)
    const positives = mine.filter((example) => example.risk)
    const negatives = mine.filter((example) => !example.risk)
    const share = (count: number, all: number) => Number((all === 0 ? 0 : count / all).toFixed(4))
    return {
      language,
      positives: positives.length,
      negatives: negatives.length,
      recall: share(positives.filter(({ score }) => score >= thresholds.checkIn).length, positives.length),
      checkInAlarms: share(negatives.filter(({ score }) => score >= thresholds.checkIn && score < thresholds.crisis).length, negatives.length),
      crisisAlarms: share(negatives.filter(({ score }) => score >= thresholds.crisis).length, negatives.length),
    }
  })
  const { weights, bias } = train(examples)
  const { bytes, scale } = quantised(weights)
  return {
    generatedBy: 'npm run train:crisis',
    trainedOn: fingerprint(examples),
    buckets: settings.buckets,
    scale,
    bias: Number(bias.toFixed(6)),
    weights: encodeWeights(bytes),
    thresholds,
    crossValidation: { folds: settings.folds, languages },
  }
}

/** Whether the committed model was trained on the sets as they are now. */
export function modelIsCurrent(): boolean {
  const committed = JSON.parse(readFileSync(modelPath, 'utf8')) as CrisisClassifier
  return committed.trainedOn === fingerprint(trainingExamples())
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    if (!modelIsCurrent()) {
      console.error('tests-catalog/crisis-classifier.json was trained on other sets: run npm run train:crisis and commit it.')
      process.exit(1)
    }
    console.log('tests-catalog/crisis-classifier.json is up to date.')
  } else {
    const model = buildModel()
    writeFileSync(modelPath, `${JSON.stringify(model, null, 2)}\n`)
    console.log(`Wrote ${modelPath}: thresholds ${JSON.stringify(model.thresholds)}, cross-validation ${JSON.stringify(model.crossValidation)}`)
  }
}
