/**
 * The assistant's crisis detector: a deterministic, rule-based match of what a person typed
 * against the crisis lexicon (tests-catalog/crisis-lexicon.json), in English, Swahili and Sheng,
 * misspellings included. Pure (no DOM, Node, clock or randomness) so that the server and the chat
 * widget run the same code on the same data; the widget shows the crisis contacts on its own when
 * the server cannot be reached. See docs/decisions/016-crisis-detector.md.
 */
import type { CrisisLexicon } from '../schemas/generated/crisis-lexicon.ts'

export type { CrisisLexicon }
export type CrisisKind = 'suicide-self-harm' | 'violence' | 'medical-emergency'

/** One place where a phrase of the lexicon matched, for tests and for the lexicon's editors. */
export type CrisisMatch = { kind: CrisisKind; rule: string; phrase: string; words: string }

/** When phrases of several kinds match, the first kind of this list wins. */
const kindPriority: readonly CrisisKind[] = ['suicide-self-harm', 'violence', 'medical-emergency']

/** The most words the "..." of a phrase stands for. */
const GAP_WORDS = 3

type Alternative = { text: string; prefix: boolean; fuzzy: boolean }
type PhraseWord = { gap: true } | { gap: false; alternatives: Alternative[] }
type CompiledPhrase = { source: string; words: PhraseWord[] }
type CompiledRule = { id: string; kind: CrisisKind; phrases: CompiledPhrase[] }
type CompiledLexicon = { rewrites: Map<string, string[]>; rules: CompiledRule[]; ignore: CompiledPhrase[] }

const compiledLexicons = new WeakMap<CrisisLexicon, CompiledLexicon>()

/** Squeezes every run of one repeated letter to a single letter ("killl" and "kill" become "kil"). */
function squeeze(word: string): string {
  return word.replace(/(.)\1+/g, '$1')
}

/** Lower-case words of a text: accents and apostrophes dropped, anything else not a letter or digit a break. */
function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

function compilePhrase(source: string): CompiledPhrase {
  const words: PhraseWord[] = source.split(' ').map((word) => {
    if (word === '...') return { gap: true }
    const alternatives = word.split('|').map((alternative) => {
      const marker = alternative.at(-1)
      const text = marker === '*' || marker === '~' ? alternative.slice(0, -1) : alternative
      return { text: squeeze(text), prefix: marker === '*', fuzzy: marker === '~' }
    })
    return { gap: false, alternatives }
  })
  return { source, words }
}

function compile(lexicon: CrisisLexicon): CompiledLexicon {
  const cached = compiledLexicons.get(lexicon)
  if (cached) return cached
  const rewrites = new Map<string, string[]>()
  for (const [word, replacement] of Object.entries(lexicon.rewrites)) rewrites.set(word, replacement.split(' '))
  const compiled: CompiledLexicon = {
    rewrites,
    rules: lexicon.rules.map((rule) => ({ id: rule.id, kind: rule.kind, phrases: rule.phrases.map(compilePhrase) })),
    ignore: lexicon.ignore.flatMap((group) => group.phrases.map(compilePhrase)),
  }
  compiledLexicons.set(lexicon, compiled)
  return compiled
}

/** The words the detector matches: raw words, rewritten, then squeezed. */
export function crisisWords(text: string, lexicon: CrisisLexicon): string[] {
  const { rewrites } = compile(lexicon)
  return rawWords(text).flatMap((word) => rewrites.get(word) ?? rewrites.get(squeeze(word)) ?? [word]).map(squeeze)
}

/** Optimal-string-alignment distance, stopping early once it exceeds `limit`. */
function withinDistance(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return false
    before = previous
    previous = current
  }
  return previous[b.length]! <= limit
}

function fuzzyLimit(word: string): number {
  if (word.length >= 9) return 2
  return word.length >= 5 ? 1 : 0
}

function alternativeMatches(alternative: Alternative, word: string): boolean {
  if (alternative.prefix) {
    if (word.startsWith(alternative.text)) return true
    if (!alternative.fuzzy) return false
  }
  if (word === alternative.text) return true
  if (!alternative.fuzzy) return false
  const limit = fuzzyLimit(alternative.text)
  return limit > 0 && withinDistance(word, alternative.text, limit)
}

/** The end (exclusive) of every match of `phrase` starting at word `start`. */
function matchEnds(phrase: CompiledPhrase, words: string[], start: number): number[] {
  const ends: number[] = []
  const step = (part: number, at: number): void => {
    if (part === phrase.words.length) {
      ends.push(at)
      return
    }
    const word = phrase.words[part]!
    if (word.gap) {
      for (let skip = 0; skip <= GAP_WORDS && at + skip <= words.length; skip += 1) step(part + 1, at + skip)
      return
    }
    const candidate = words[at]
    if (candidate !== undefined && word.alternatives.some((alternative) => alternativeMatches(alternative, candidate))) step(part + 1, at + 1)
  }
  step(0, start)
  return ends
}

function spans(phrase: CompiledPhrase, words: string[]): [number, number][] {
  const found: [number, number][] = []
  for (let start = 0; start < words.length; start += 1) {
    for (const end of matchEnds(phrase, words, start)) if (end > start) found.push([start, end])
  }
  return found
}

/** Every match of a firing phrase in `text` that no ignore phrase overlaps. */
export function crisisMatches(text: string, lexicon: CrisisLexicon): CrisisMatch[] {
  const compiled = compile(lexicon)
  const words = crisisWords(text, lexicon)
  if (words.length === 0) return []
  const ignored = compiled.ignore.flatMap((phrase) => spans(phrase, words))
  const covered = ([start, end]: [number, number]) => ignored.some(([from, to]) => from < end && start < to)
  const matches: CrisisMatch[] = []
  for (const rule of compiled.rules) {
    for (const phrase of rule.phrases) {
      const span = spans(phrase, words).find((found) => !covered(found))
      if (span) matches.push({ kind: rule.kind, rule: rule.id, phrase: phrase.source, words: words.slice(span[0], span[1]).join(' ') })
    }
  }
  return matches
}

/**
 * Whether `text` signals a crisis, and which kind: suicidal thoughts or self-harm, violence, or
 * a medical emergency. Null when nothing in the lexicon matches.
 */
export function detectCrisis(text: string, lexicon: CrisisLexicon): { kind: CrisisKind } | null {
  const kinds = new Set(crisisMatches(text, lexicon).map((match) => match.kind))
  const kind = kindPriority.find((candidate) => kinds.has(candidate))
  return kind ? { kind } : null
}
