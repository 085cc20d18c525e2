/**
 * /tests/:slug: the test flow feature, with the result view composed in for its last screen. The
 * not-found screen's search box comes from app.tsx, which loads it only when that screen shows,
 * so this chunk carries neither it nor the catalogue index. The result screen (test-result.tsx:
 * the result view, its safety card, the report, sharing and feedback) is fetched at the visitor's
 * first press or key (Begin Test), with the catalogues of what only it draws, not with this chunk:
 * the first screen needs none of it (issue 8's budget for /tests/depression; decision 109). By the
 * last answer it is there.
 */
import { useEffect } from 'react'
import { TestFlowPage, analyzingMessage, prepareScoring, type ResultRenderer, type SearchRenderer } from '../features/test-flow/index.ts'
// The cards' own module, not the result feature's index: that index is the booking and manage
// routes' lazily loaded chunk (schemas/routes.ts), which a static import here would dissolve.
import { DangerSignsCard, SafetyCard } from '../features/result/safety-card.tsx'
import { activeLocale, i18n, withCatalogues } from '../shared/i18n.ts'
import { useModuleWhenOnline } from '../shared/use-module-when-online.ts'

type TestResultComponent = typeof import('./test-result.tsx').TestResult

let loadedResult: TestResultComponent | undefined
let loadingResult: Promise<TestResultComponent> | undefined

/**
 * Fetches the result screen's module once, with the catalogues of the features only it draws (the
 * report, the FHIR file, feedback) and the result's content (the services its next steps name), so
 * a Kiswahili page's first load carries none of their words (the result's messages came with the
 * route, for its safety card; a catalogue loads once); a failed fetch (offline) is forgotten, so
 * the next call tries again.
 */
function loadResult(): Promise<TestResultComponent> {
  loadingResult ??= withCatalogues(['result', 'feedback', 'fhir-export', 'full-report'], import('./test-result.tsx')).then(
    (module) => (loadedResult = module.TestResult),
    (error: unknown) => {
      loadingResult = undefined
      throw error
    },
  )
  return loadingResult
}

/**
 * Runs `task` once, at the visitor's first press, key or click on the page (Begin Test, an
 * answer; a click can come without a press, from assistive technology or a script), so a visit
 * that only looks fetches nothing more.
 */
function atFirstInteraction(task: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'click'] as const
  const run = () => {
    stop()
    task()
  }
  const stop = () => events.forEach((name) => window.removeEventListener(name, run, true))
  events.forEach((name) => window.addEventListener(name, run, { capture: true, passive: true }))
  return stop
}

/**
 * The result screen, drawn as soon as its module is here; until then (a result that comes back
 * straight after a reload, or a very slow connection) the page says the answers are being
 * analysed, under the safety card or danger signs when the result has them. A fetch that fails
 * is tried again when the device is back online, never thrown to the error boundary.
 */
function ResultWhenLoaded(props: Parameters<ResultRenderer>[0]) {
  const TestResult = useModuleWhenOnline(loadResult, loadedResult)
  if (TestResult) return <TestResult {...props} />
  // Safety first, whatever else happens: a result that signals risk shows its safety card (bundled
  // with this route, contacts included) at once, even when the rest of the result cannot load.
  const { result, language } = props
  const textLanguage = language && language !== activeLocale() ? language : undefined
  const dangerSigns = result.dangerSigns ?? []
  return (
    <main className="page">
      {result.suicideRisk && <SafetyCard message={result.suicideRisk} messageLanguage={textLanguage} />}
      {dangerSigns.length > 0 && <DangerSignsCard signs={dangerSigns} signsLanguage={textLanguage} />}
      <p className="status" role="status">
        {i18n._(analyzingMessage)}
      </p>
    </main>
  )
}

const renderResult: ResultRenderer = (props) => <ResultWhenLoaded {...props} />

export function TestRoute({ renderSearch }: { renderSearch?: SearchRenderer }) {
  // Fetched ahead, from the visitor's first press (Begin Test) while they answer, so the result is
  // scored on the device and shows without a wait (decision 110).
  useEffect(
    () =>
      atFirstInteraction(() => {
        void loadResult().catch(() => undefined)
        void prepareScoring().catch(() => undefined)
      }),
    [],
  )
  return <TestFlowPage renderResult={renderResult} renderSearch={renderSearch} />
}
