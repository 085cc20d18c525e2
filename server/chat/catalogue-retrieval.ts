/**
 * Retrieval over the catalogue itself: a message's words scored against each test's and service's
 * title, description and key words (a key word counts when the whole phrase appears), weighted by
 * how rare each word is in the catalogue. It finds what the concern lexicon does not know yet (a
 * test's own name, a key word an author added), at a lower weight than the lexicon.
 */
import { compilePhrase, phraseSpans, type CompiledPhrase } from '#engine/index.ts'
import type { ConcernLexicon } from '#schemas/generated/concern-lexicon.ts'
import type { ChatCatalogue, ChatRoute } from './chat-catalogue.ts'
import { concernWords } from './concern-matcher.ts'

/** Words too common to tell one test from another (English and Swahili). */
const stopWords = new Set(
  `the and for with you your are was were have has had not but this that these those from about into what when where which who how why
  can could would should will just like want need feel feels feeling get got all any some more most very much many also been being
  test tests check checks screening assessment risk health help my me our out off over under than then them they their there here its
  it is am be do does did to of in on at by or if so as an a i we he she his her him us
  na ya wa za la kwa ni cha vya kama sana nina niko mimi yangu wangu hii hiyo hizi kuhusu nataka nini je`
    .split(/\s+/)
    .filter(Boolean),
)

/** A crude English stem so that "smoking", "smoked" and "smokes" meet "smoke". */
function stem(word: string): string {
  if (word.length > 5) return word.replace(/(ing|ed|es|s)$/, '')
  return word
}

export type RetrievalHit = { route: ChatRoute; score: number; keyWord: string | undefined }

type IndexedRoute = { route: ChatRoute; terms: Map<string, number>; keyWords: { text: string; phrase: CompiledPhrase }[] }
type RetrievalIndex = { routes: IndexedRoute[]; idf: Map<string, number> }

const indexes = new WeakMap<ChatCatalogue, RetrievalIndex>()

function termsOf(words: readonly string[]): string[] {
  return words.filter((word) => word.length >= 3 && !stopWords.has(word)).map(stem)
}

function terms(text: string, lexicon: ConcernLexicon): string[] {
  return termsOf(concernWords(text, lexicon))
}

function buildIndex(catalogue: ChatCatalogue): RetrievalIndex {
  const cached = indexes.get(catalogue)
  if (cached) return cached
  const lexicon = catalogue.concerns
  const routes: IndexedRoute[] = [...catalogue.routes.values()].map((route) => {
    const weights = new Map<string, number>()
    const add = (text: string, weight: number) => {
      for (const term of terms(text, lexicon)) weights.set(term, Math.max(weights.get(term) ?? 0, weight))
    }
    add(route.description, 0.4)
    add(route.title, 1)
    // A test's Kiswahili card, as its description counts: Swahili speakers find it by its own words (decision 061).
    add(route.kiswahiliText, 0.4)
    for (const keyWord of route.keyWords) add(keyWord, 1)
    const keyWords = route.keyWords
      .map((text) => ({ text, phrase: compilePhrase(concernWords(text, lexicon).join(' ')) }))
      .filter(({ phrase }) => phrase.source.length > 0)
    return { route, terms: weights, keyWords }
  })
  const documentCount = new Map<string, number>()
  for (const { terms: routeTerms } of routes) for (const term of routeTerms.keys()) documentCount.set(term, (documentCount.get(term) ?? 0) + 1)
  const idf = new Map([...documentCount].map(([term, count]) => [term, Math.log(1 + routes.length / count)]))
  const index = { routes, idf }
  indexes.set(catalogue, index)
  return index
}

/** The routes a message's words (as concernWords gives them) point to, best first, with the key word that matched (if any). */
export function retrieve(words: readonly string[], catalogue: ChatCatalogue): RetrievalHit[] {
  const index = buildIndex(catalogue)
  const queryTerms = new Set(termsOf(words))
  if (queryTerms.size === 0) return []
  const hits: RetrievalHit[] = []
  for (const { route, terms: routeTerms, keyWords } of index.routes) {
    let score = 0
    for (const term of queryTerms) score += (routeTerms.get(term) ?? 0) * (index.idf.get(term) ?? 0)
    const keyWord = keyWords.find(({ phrase }) => phraseSpans(phrase, words).length > 0)
    if (keyWord) score += 1.5
    if (score > 0) hits.push({ route, score, keyWord: keyWord?.text })
  }
  return hits.sort((a, b) => b.score - a.score)
}
