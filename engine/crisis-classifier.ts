/**
 * The crisis net's second, statistical half (issue 17, decision 040): a logistic regression over
 * hashed character n-grams and words of a message, trained at build time from the labelled sets
 * (tools/train-crisis-classifier.ts) and shipped as data (tests-catalog/crisis-classifier.json).
 * It scores wording the lexicon has never seen; it may only raise what the rules decided. Pure: no
 * DOM, Node, clock or randomness; the same features at training and at run time.
 */
import type { CrisisClassifier } from '../schemas/generated/crisis-classifier.ts'
import { rawWords, squeeze } from './phrase-matcher.ts'

export type { CrisisClassifier }

/** Character n-gram lengths, taken over each word padded with a space at both ends. */
const CHAR_GRAMS = [3, 4, 5] as const

/** 32-bit FNV-1a: the bucket of a feature, the same in every JavaScript engine. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The feature buckets of a text with their values: every character 3-, 4- and 5-gram of each
 * word, each word and each pair of neighbouring words, counted once and scaled so that a long
 * message weighs no more than a short one.
 */
export function classifierFeatures(text: string, buckets: number): Map<number, number> {
  const words = rawWords(text).map(squeeze)
  const features = new Set<string>()
  words.forEach((word, index) => {
    features.add(`w:${word}`)
    if (index > 0) features.add(`b:${words[index - 1]} ${word}`)
    const padded = ` ${word} `
    for (const size of CHAR_GRAMS) {
      for (let start = 0; start + size <= padded.length; start += 1) features.add(`c:${padded.slice(start, start + size)}`)
    }
  })
  const counted = new Map<number, number>()
  for (const feature of features) {
    const bucket = hashOf(feature) % buckets
    counted.set(bucket, (counted.get(bucket) ?? 0) + 1)
  }
  const norm = Math.sqrt([...counted.values()].reduce((sum, value) => sum + value * value, 0)) || 1
  for (const [bucket, value] of counted) counted.set(bucket, value / norm)
  return counted
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The model's weights: signed bytes in base64, each times the model's scale. */
function decodeWeights(encoded: string, scale: number): Float64Array {
  const bytes: number[] = []
  for (let index = 0; index < encoded.length; index += 4) {
    const chunk = encoded.slice(index, index + 4)
    const values = [...chunk].map((char) => BASE64.indexOf(char))
    const bits = ((values[0]! & 63) << 18) | ((values[1]! & 63) << 12) | (((values[2] ?? 0) & 63) << 6) | ((values[3] ?? 0) & 63)
    bytes.push((bits >> 16) & 255)
    if (chunk[2] !== '=' && chunk[2] !== undefined) bytes.push((bits >> 8) & 255)
    if (chunk[3] !== '=' && chunk[3] !== undefined) bytes.push(bits & 255)
  }
  return Float64Array.from(bytes, (byte) => (byte > 127 ? byte - 256 : byte) * scale)
}

/** Signed bytes as base64 (the training tool writes the model with it). */
export function encodeWeights(bytes: readonly number[]): string {
  let encoded = ''
  for (let index = 0; index < bytes.length; index += 3) {
    const [a, b, c] = [bytes[index]!, bytes[index + 1], bytes[index + 2]].map((byte) => (byte === undefined ? undefined : byte & 255))
    const bits = (a! << 16) | ((b ?? 0) << 8) | (c ?? 0)
    encoded += BASE64[(bits >> 18) & 63]! + BASE64[(bits >> 12) & 63]!
    encoded += b === undefined ? '=' : BASE64[(bits >> 6) & 63]!
    encoded += c === undefined ? '=' : BASE64[bits & 63]!
  }
  return encoded
}

const decoded = new WeakMap<CrisisClassifier, Float64Array>()

/** The probability, by the model, that `text` comes from a person at risk (0 to 1). */
export function riskScore(text: string, model: CrisisClassifier): number {
  let weights = decoded.get(model)
  if (!weights) {
    weights = decodeWeights(model.weights, model.scale)
    decoded.set(model, weights)
  }
  let sum = model.bias
  for (const [bucket, value] of classifierFeatures(text, model.buckets)) sum += (weights[bucket] ?? 0) * value
  return 1 / (1 + Math.exp(-sum))
}

/** What the classifier alone would answer: a crisis, a check-in, or nothing, by the model's thresholds. */
export function classifierOutcome(text: string, model: CrisisClassifier): 'crisis' | 'checkIn' | 'none' {
  const score = riskScore(text, model)
  if (score >= model.thresholds.crisis) return 'crisis'
  return score >= model.thresholds.checkIn ? 'checkIn' : 'none'
}
