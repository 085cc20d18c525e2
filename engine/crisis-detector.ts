/**
 * The assistant's crisis detector: a deterministic, rule-based match of what a person typed
 * against the crisis lexicon (tests-catalog/crisis-lexicon.json), in English, Swahili and Sheng,
 * misspellings included. Pure (no DOM, Node, clock or randomness) so that the server and the chat
 * widget run the same code on the same data; the widget shows the crisis contacts on its own when
 * the server cannot be reached. See docs/decisions/016-crisis-detector.md.
 */
import type { CrisisLexicon } from '../schemas/generated/crisis-lexicon.ts'
import { compilePhrase, compileRewrites, matchWords, overlaps, phraseSpans, type CompiledPhrase, type Span } from './phrase-matcher.ts'

export type { CrisisLexicon }
export type CrisisKind = 'suicide-self-harm' | 'violence' | 'medical-emergency'

/** What a rule asks the assistant to do: answer with the contacts first, or ask directly (check in). */
export type RuleOutcome = 'crisis' | 'checkIn'
/** What else a rule tells the reply: an act already done, or worry about someone else. */
export type RuleSignal = 'act-done' | 'someone-else'

/** One place where a phrase of the lexicon matched, for tests and for the lexicon's editors. */
export type CrisisMatch = { kind: CrisisKind; rule: string; phrase: string; words: string; outcome: RuleOutcome; signal?: RuleSignal }

/**
 * What the rules found in one text: the strongest outcome, its kind, the signals among its matches,
 * and whether a context of the lexicon's lowering (hyperbole, an accident, pest control, a normal
 * dose, sport) lowered a crisis to a check-in (decision 055).
 */
export type RuleFinding = { outcome: RuleOutcome; kind: CrisisKind; actDone: boolean; someoneElse: boolean; lowered: boolean }

/** When phrases of several kinds match, the first kind of this list wins. */
const kindPriority: readonly CrisisKind[] = ['suicide-self-harm', 'violence', 'medical-emergency']

/**
 * A rule fires when every one of its signals is found and none of its `unless` phrases; a rule of
 * plain phrases is one signal; a rule composed of categories has a signal per category.
 */
type CompiledRule = { id: string; kind: CrisisKind; outcome: RuleOutcome; signal?: RuleSignal; signals: CompiledPhrase[][]; unless: CompiledPhrase[] }
type CompiledLexicon = { rewrites: Map<string, string[]>; rules: CompiledRule[]; ignore: CompiledPhrase[]; lowering: { phrases: CompiledPhrase[]; clearsCheckIn: boolean }[] }

/** A harmless context in a text (decision 055): it lowers a crisis to a check-in, and some contexts also clear a check-in. */
export type LoweringContext = 'lowers' | 'clears' | null

/** Every phrase of a category, in every language (people mix them). An unknown id is an error of the lexicon. */
function categoryPhrases(lexicon: CrisisLexicon, id: string): CompiledPhrase[] {
  const category = lexicon.categories?.[id]
  if (!category) throw new Error(`crisis lexicon: unknown category ${id}`)
  return [...category.en, ...category.sw, ...category.sheng].map(compilePhrase)
}

function ruleSignals(rule: CrisisLexicon['rules'][number], lexicon: CrisisLexicon): CompiledPhrase[][] {
  if (rule.compose) return rule.compose.all.map((id) => categoryPhrases(lexicon, id))
  if (rule.together) return rule.together.map((signal) => signal.map(compilePhrase))
  return [(rule.phrases ?? []).map(compilePhrase)]
}

const compiledLexicons = new WeakMap<CrisisLexicon, CompiledLexicon>()

function compile(lexicon: CrisisLexicon): CompiledLexicon {
  const cached = compiledLexicons.get(lexicon)
  if (cached) return cached
  const compiled: CompiledLexicon = {
    rewrites: compileRewrites(lexicon.rewrites),
    rules: lexicon.rules.map((rule) => ({
      id: rule.id,
      kind: rule.kind,
      outcome: rule.outcome ?? 'crisis',
      ...(rule.signal ? { signal: rule.signal } : {}),
      signals: ruleSignals(rule, lexicon),
      unless: (rule.compose?.unless ?? []).flatMap((id) => categoryPhrases(lexicon, id)),
    })),
    ignore: lexicon.ignore.flatMap((group) => group.phrases.map(compilePhrase)),
    lowering: (lexicon.lowering ?? []).map(({ category, clearsCheckIn }) => ({ phrases: categoryPhrases(lexicon, category), clearsCheckIn: clearsCheckIn === true })),
  }
  compiledLexicons.set(lexicon, compiled)
  return compiled
}

const ruleFields = (rule: CompiledRule) => ({ kind: rule.kind, rule: rule.id, outcome: rule.outcome, ...(rule.signal ? { signal: rule.signal } : {}) })

/**
 * Every match of a firing phrase in `text` that no ignore phrase overlaps. A rule of several
 * signals ("together") matches once, when each signal is found somewhere in the text.
 */
export function crisisMatches(text: string, lexicon: CrisisLexicon): CrisisMatch[] {
  const compiled = compile(lexicon)
  const words = matchWords(text, compiled.rewrites)
  if (words.length === 0) return []
  const ignored = compiled.ignore.flatMap((phrase) => phraseSpans(phrase, words))
  const found = (phrase: CompiledPhrase): Span | undefined =>
    phraseSpans(phrase, words).find((span) => !ignored.some((ignore) => overlaps(span, ignore)))
  const matches: CrisisMatch[] = []
  for (const rule of compiled.rules) {
    if (rule.unless.some((phrase) => phraseSpans(phrase, words).length > 0)) continue
    if (rule.signals.length === 1) {
      for (const phrase of rule.signals[0]!) {
        const span = found(phrase)
        if (span) matches.push({ ...ruleFields(rule), phrase: phrase.source, words: words.slice(span[0], span[1]).join(' ') })
      }
      continue
    }
    const signals = rule.signals.map((signal) => signal.map((phrase) => ({ phrase, span: found(phrase) })).find((hit) => hit.span))
    if (signals.every((hit) => hit !== undefined)) {
      matches.push({
        ...ruleFields(rule),
        phrase: signals.map((hit) => hit.phrase.source).join(' + '),
        words: signals.map((hit) => words.slice(hit.span![0], hit.span![1]).join(' ')).join(' + '),
      })
    }
  }
  return matches
}

const strongestKind = (matches: readonly CrisisMatch[]): CrisisKind | undefined => {
  const kinds = new Set(matches.map((match) => match.kind))
  return kindPriority.find((candidate) => kinds.has(candidate))
}

/**
 * Whether `text` signals a crisis, and which kind: suicidal thoughts or self-harm, violence, or
 * a medical emergency. Null when no crisis rule matches (the distress net's check-in rules do not
 * count here: see `findRisk`).
 */
export function detectCrisis(text: string, lexicon: CrisisLexicon): { kind: CrisisKind } | null {
  const kind = strongestKind(crisisMatches(text, lexicon).filter((match) => match.outcome === 'crisis'))
  return kind ? { kind } : null
}

/**
 * Whether the crisis matches are about someone else: a rule about someone else matched, and every
 * other crisis match lies within its words ("kaka yangu ... kujiua"), so none speaks of the person
 * themselves ("my friend wants to kill himself and I want to die too" is not).
 */
function aboutSomeoneElse(crisis: readonly CrisisMatch[]): boolean {
  const others = crisis.filter((match) => match.signal === 'someone-else')
  const theirWords = others.map((other) => other.words.replaceAll(' + ', ' '))
  const within = (match: CrisisMatch) => match.words.split(' + ').every((part) => theirWords.some((words) => words.includes(part)))
  return others.length > 0 && crisis.every((match) => match.signal === 'someone-else' || within(match))
}

/**
 * The harmless context of `text` by the lexicon's lowering (hyperbole, an accident, pest control, a
 * normal dose, sport, a farewell event): `clears` when a found context also clears a check-in,
 * `lowers` when the found ones only lower a crisis, null when none is found.
 */
export function loweringContext(text: string, lexicon: CrisisLexicon): LoweringContext {
  const compiled = compile(lexicon)
  if (compiled.lowering.length === 0) return null
  const words = matchWords(text, compiled.rewrites)
  const found = compiled.lowering.filter(({ phrases }) => phrases.some((phrase) => phraseSpans(phrase, words).length > 0))
  if (found.length === 0) return null
  return found.some(({ clearsCheckIn }) => clearsCheckIn) ? 'clears' : 'lowers'
}

/**
 * What the rules find in `text`: a crisis when a crisis rule matches, else a check-in when a rule of
 * the distress net matches, else null. A crisis in a lowering context becomes a check-in, never
 * nothing; a check-in of the distress net alone in a context that clears it is nothing (a cut while
 * shaving: decision 055). An act already done is flagged whatever else matched; worry about someone
 * else when every crisis match is about someone else.
 */
export function findRisk(text: string, lexicon: CrisisLexicon): RuleFinding | null {
  const matches = crisisMatches(text, lexicon)
  const crisis = matches.filter((match) => match.outcome === 'crisis')
  const deciding = crisis.length > 0 ? crisis : matches
  const kind = strongestKind(deciding)
  if (!kind) return null
  const context = loweringContext(text, lexicon)
  if (crisis.length === 0 && context === 'clears') return null
  const lowered = crisis.length > 0 && context !== null
  return {
    lowered,
    outcome: crisis.length > 0 && !lowered ? 'crisis' : 'checkIn',
    kind,
    actDone: matches.some((match) => match.signal === 'act-done'),
    someoneElse: aboutSomeoneElse(crisis),
  }
}
