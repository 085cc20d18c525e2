/**
 * What the assistant may suggest and say, read once from tests-catalog/: every test that exists
 * (tests/*.json) and every service (services.json), each with its site path, title, description,
 * key words, call-to-action label and reason wording (concern-lexicon.json), and its button words
 * in Kiswahili when it has them (a test's Kiswahili title from its translations, a service's call
 * to action from services.json's), plus the two lexicons and the crisis contacts. Only these paths are ever suggested.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { schemaProblems } from '#schemas/ajv.ts'
import type { CrisisClassifier } from '#schemas/generated/crisis-classifier.ts'
import type { ConcernLexicon } from '#schemas/generated/concern-lexicon.ts'
import type { CrisisContactList } from '#schemas/generated/crisis-contacts.ts'
import type { CrisisLexicon } from '#schemas/generated/crisis-lexicon.ts'
import type { ServiceCatalogue } from '#schemas/generated/services.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { kiswahiliCardText, kiswahiliTitle } from './kiswahili-titles.ts'

/** The label of a suggestion whose route has none of its own (SPEC.md). */
export const learnMoreLabel = 'Learn More'

export type ChatRoute = {
  /** Site path, e.g. /tests/depression or /services/talk-to-a-therapist. */
  readonly path: string
  readonly kind: 'test' | 'service'
  readonly title: string
  readonly description: string
  readonly keyWords: readonly string[]
  /** "5 minutes", "10-15 minutes"; tests only. */
  readonly duration: string | undefined
  readonly callToAction: string
  /** What a reason says the test looks at, or what the service offers. */
  readonly focus: string
  /** The same in Swahili. */
  readonly focusSw: string
  /**
   * The button's words in Kiswahili: a test's Kiswahili title (undefined for a test available in
   * English only), a service's call to action in Kiswahili (services.json's translations).
   */
  readonly callToActionSw: string | undefined
  /** A test's Kiswahili titles and description (empty for a test in English only): retrieval reads them too. */
  readonly kiswahiliText: string
}

export type ChatCatalogue = {
  readonly routes: ReadonlyMap<string, ChatRoute>
  readonly concerns: ConcernLexicon
  readonly crisisLexicon: CrisisLexicon
  /** The crisis net's classifier (npm run train:crisis), checked against its schema. */
  readonly crisisClassifier: CrisisClassifier
  readonly crisisContacts: CrisisContactList
}

const catalogDir = fileURLToPath(new URL('../../tests-catalog/', import.meta.url))

function readJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(`${catalogDir}${relativePath}`, 'utf8')) as T
}

type TestCard = Pick<TestDefinition, 'routeSlug' | 'informalTitle' | 'description' | 'keyWords' | 'duration' | 'translations'>

/** Reads a lexicon and checks it against its schema: a broken lexicon stops the server at boot, every problem named. */
function readLexicon<T>(fileName: string): T {
  const data = readJson<T>(fileName)
  const problems = schemaProblems(fileName.replace(/\.json$/, '.schema.json'), data)
  if (problems.length > 0) throw new Error(`tests-catalog/${fileName} is not valid:\n${problems.map((problem) => `- ${problem.pointer}: ${problem.message}`).join('\n')}`)
  return data
}

/** Reads the catalogue from disk; `loadChatCatalogue()` caches it. */
export function readChatCatalogue(): ChatCatalogue {
  const concerns = readLexicon<ConcernLexicon>('concern-lexicon.json')
  const routes = new Map<string, ChatRoute>()
  const focusOf = (path: string) => concerns.routes[path]?.focus ?? ''
  const focusSwOf = (path: string) => concerns.routes[path]?.focusSw ?? ''
  for (const file of readdirSync(`${catalogDir}tests`).filter((name) => name.endsWith('.json')).sort()) {
    const test = readJson<TestCard>(`tests/${file}`)
    const path = `/tests/${test.routeSlug}`
    routes.set(path, {
      path,
      kind: 'test',
      title: test.informalTitle,
      description: test.description,
      keyWords: test.keyWords,
      duration: test.duration,
      callToAction: concerns.routes[path]?.callToAction ?? learnMoreLabel,
      focus: focusOf(path),
      focusSw: focusSwOf(path),
      callToActionSw: kiswahiliTitle(test),
      kiswahiliText: kiswahiliCardText(test),
    })
  }
  const serviceFile = readJson<ServiceCatalogue>('services.json')
  const serviceTexts: Record<string, string> = serviceFile.translations?.sw?.team ?? {}
  for (const [index, service] of serviceFile.services.entries()) {
    const path = `/services/${service.routeSlug}`
    routes.set(path, {
      path,
      kind: 'service',
      title: service.title,
      description: service.description,
      keyWords: service.keyWords,
      duration: undefined,
      callToAction: service.callToAction,
      focus: focusOf(path),
      focusSw: focusSwOf(path),
      callToActionSw: serviceTexts[`/services/${index}/callToAction`],
      kiswahiliText: '',
    })
  }
  return {
    routes,
    concerns,
    crisisLexicon: readLexicon<CrisisLexicon>('crisis-lexicon.json'),
    crisisClassifier: readLexicon<CrisisClassifier>('crisis-classifier.json'),
    crisisContacts: readJson<CrisisContactList>('crisis-contacts.json'),
  }
}

let cached: ChatCatalogue | undefined

export function loadChatCatalogue(): ChatCatalogue {
  cached ??= readChatCatalogue()
  return cached
}
