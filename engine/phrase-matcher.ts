/**
 * Phrase matching shared by the crisis detector and the assistant's concern lexicon: text becomes
 * lower-case words (accents and apostrophes dropped, punctuation a break, chat spellings
 * rewritten, repeated letters squeezed), and a phrase of the lexicons' small grammar is found in
 * them. A phrase is words separated by single spaces; a word may list alternatives with |, end with
 * * (begins the word), begin with * (ends the word: "*jiua" is atajiua, anajiua, kujiua: Swahili
 * puts the person and tense in front of the verb) or end with ~ (one letter of misspelling, two
 * from nine letters, allowed); the word ... stands for up to three words. Pure: no DOM, Node, clock or randomness.
 */

type Alternative = { text: string; prefix: boolean; suffix: boolean; fuzzy: boolean }
type PhraseWord = { gap: true } | { gap: false; alternatives: Alternative[] }
export type CompiledPhrase = { source: string; words: PhraseWord[] }
/** Where a phrase matched: the first word and the word after the last. */
export type Span = [start: number, end: number]

/** The most words the "..." of a phrase stands for. */
const GAP_WORDS = 3

/** Squeezes every run of one repeated letter to a single letter ("killl" and "kill" become "kil"). */
export function squeeze(word: string): string {
  return word.replace(/(.)\1+/g, '$1')
}

/** Lower-case words of a text: accents and apostrophes dropped, anything else not a letter or digit a break. */
export function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

/** Compiles rewrites ("im": "i am") for `matchWords`. */
export function compileRewrites(rewrites: Readonly<Record<string, string>>): Map<string, string[]> {
  return new Map(Object.entries(rewrites).map(([word, replacement]) => [word, replacement.split(' ')]))
}

/** The words phrases are matched against: raw words, rewritten, then squeezed. */
export function matchWords(text: string, rewrites: ReadonlyMap<string, string[]>): string[] {
  return rawWords(text).flatMap((word) => rewrites.get(word) ?? rewrites.get(squeeze(word)) ?? [word]).map(squeeze)
}

export function compilePhrase(source: string): CompiledPhrase {
  const words: PhraseWord[] = source.split(' ').map((word) => {
    if (word === '...') return { gap: true }
    const alternatives = word.split('|').map((alternative) => {
      const suffix = alternative.startsWith('*')
      const unmarked = suffix ? alternative.slice(1) : alternative
      const marker = unmarked.at(-1)
      const text = marker === '*' || marker === '~' ? unmarked.slice(0, -1) : unmarked
      return { text: squeeze(text), prefix: marker === '*', suffix, fuzzy: marker === '~' }
    })
    return { gap: false, alternatives }
  })
  return { source, words }
}

/** Optimal-string-alignment distance is at most `limit` (stops early once every path exceeds it). */
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
  if (word === alternative.text) return true
  if (alternative.prefix && word.startsWith(alternative.text)) return true
  if (alternative.suffix && word.endsWith(alternative.text)) return true
  if (!alternative.fuzzy) return false
  const limit = fuzzyLimit(alternative.text)
  return limit > 0 && withinDistance(word, alternative.text, limit)
}

function wordMatches(word: PhraseWord & { gap: false }, candidate: string): boolean {
  for (const alternative of word.alternatives) if (alternativeMatches(alternative, candidate)) return true
  return false
}

/**
 * Pushes the end (exclusive) of every match of `phrase` from its word `part` on, at text word
 * `at`. A plain recursive function, not a closure: it runs for every phrase at every word.
 */
function collectEnds(phrase: CompiledPhrase, words: readonly string[], part: number, at: number, ends: number[]): void {
  if (part === phrase.words.length) {
    ends.push(at)
    return
  }
  const word = phrase.words[part]!
  if (word.gap) {
    for (let skip = 0; skip <= GAP_WORDS && at + skip <= words.length; skip += 1) collectEnds(phrase, words, part + 1, at + skip, ends)
    return
  }
  const candidate = words[at]
  if (candidate !== undefined && wordMatches(word, candidate)) collectEnds(phrase, words, part + 1, at + 1, ends)
}

const wordSets = new WeakMap<readonly string[], ReadonlySet<string>>()

/** Whether some exact word of the phrase is missing from the text, so that it cannot match (most phrases, cheaply). */
function cannotMatch(phrase: CompiledPhrase, words: readonly string[]): boolean {
  let present = wordSets.get(words)
  if (!present) {
    present = new Set(words)
    wordSets.set(words, present)
  }
  for (const word of phrase.words) {
    if (word.gap) continue
    let possible = false
    for (const alternative of word.alternatives) {
      if (alternative.prefix || alternative.suffix || alternative.fuzzy || present.has(alternative.text)) {
        possible = true
        break
      }
    }
    if (!possible) return true
  }
  return false
}

/** Every place `phrase` matches in `words`. */
export function phraseSpans(phrase: CompiledPhrase, words: readonly string[]): Span[] {
  if (cannotMatch(phrase, words)) return []
  const found: Span[] = []
  const ends: number[] = []
  for (let start = 0; start < words.length; start += 1) {
    ends.length = 0
    collectEnds(phrase, words, 0, start, ends)
    for (const end of ends) if (end > start) found.push([start, end])
  }
  return found
}

/** Whether two spans share a word. */
export function overlaps([start, end]: Span, [from, to]: Span): boolean {
  return from < end && start < to
}
