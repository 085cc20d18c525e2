/**
 * The page at /tests/:slug (SPEC.md section 2, Test flow): the test machine drives every screen;
 * this file reads its state, picks the screen and turns its failures into toasts. The result view
 * belongs to another feature, so the app passes it in as `renderResult` (and the not-found
 * screen's search box as `renderSearch`). A test in progress is saved as it goes (test-progress.ts)
 * and a result with a safety card is kept for the tab while it shows (kept-result.ts); when the
 * page comes back (after the offline page and its reload), the machine picks the test up there
 * instead of at the intro (its `resuming` state, with the engine's check that the progress fits).
 *
 * Languages (issue 20): the definition comes in the page's language when the test has a version in
 * it. A test in English only says so first on a Kiswahili page (english-only-notice.tsx), and can
 * then be taken in English there: the test's own words are marked `lang="en"`, the page's stay in
 * its language. The result's texts are in the language the test was taken in (result-language.ts).
 */
import { msg, t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { useEffect, useLayoutEffect, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { toast } from '../../shared/toasts.tsx'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { activeLocale, i18n } from '../../shared/i18n.ts'
import { EnglishOnlyNotice } from './english-only-notice.tsx'
import { IntroDialog } from './intro-dialog.tsx'
import { QuestionPage } from './question-page.tsx'
import { forgetKeptResult, keepResult } from './kept-result.ts'
import { resultLanguage } from './result-language.ts'
import { definitionAtOnce, definitionLanguage } from './test-api.ts'
import { takeEarlyProgress } from './early-progress.ts'
import { resumePoint } from './resume-point.ts'
import { testFlowMachine } from './test-flow-machine.ts'
import { clearProgress, saveProgress } from './test-progress.ts'
import { TestNotFound, type SearchRenderer } from './test-not-found.tsx'

export const loadFailedMessage = msg`Failed to load test data. Please check the address or try again later.`
export const submitFailedMessage = msg`We encountered an issue while submitting your responses.`
/** Shown while the answers are scored, and by the app while the result's own code is still on its way. */
export const analyzingMessage = msg`Analyzing your responses...`

/**
 * Draws the result. `language` is the language of the result's texts (the test's), which the
 * renderer marks on them when it is not the page's. `answers` are the answers scored (one per
 * question, null off the path), given only when this page holds them: a result kept from before a
 * reload comes back without its answers, which are never kept (kept-result.ts).
 */
export type ResultRenderer = (props: {
  result: AssessmentResult
  definition: TestDefinition
  language: Locale
  answers?: readonly Answer[] | undefined
  onRetake: () => void
}) => ReactNode

type Props = { renderResult: ResultRenderer; renderSearch?: SearchRenderer }

export function TestFlowPage({ renderResult, renderSearch }: Props) {
  const { slug = '' } = useParams()
  // A new slug is a new test: a fresh machine, not the old one's answers.
  return <TestFlow key={slug} routeSlug={slug} renderResult={renderResult} renderSearch={renderSearch} />
}

function Status({ children }: { children: string }) {
  return (
    <main className="page">
      <p className="status" role="status">
        {children}
      </p>
    </main>
  )
}

function TestFlow({ routeSlug, renderResult, renderSearch }: Props & { routeSlug: string }) {
  // With the definition in the page (inlined by the server, or given to the prerender), the intro
  // draws in the first render, as the prerendered page shows it, unless this tab has the test to pick up;
  // or the question the visitor reached in the page before the app ran (early-steps.ts, decision 117).
  const [start] = useState(() => {
    const definition = definitionAtOnce(routeSlug, activeLocale())
    const early = definition && takeEarlyProgress(definition)
    return { definition, early, resume: !definition || (!early && resumePoint({ routeSlug, definition }) !== null) }
  })
  const [snapshot, send] = useMachine(testFlowMachine, { input: { routeSlug, definition: start.definition, resume: start.resume, progress: start.early } })
  const navigate = useNavigate()
  const location = useLocation()
  const { definition, result, submitFailed } = snapshot.context
  const failed = snapshot.matches('failed')
  const inQuestions = snapshot.matches('questionnaire') || snapshot.matches('submitting')
  const showingResult = snapshot.matches('result')
  const [takingInEnglish, setTakingInEnglish] = useState(false)
  const testLanguage = definition ? definitionLanguage(definition) : activeLocale()
  // Saved before the browser paints, so that the question on screen is always the one saved: a
  // connection lost the moment a question appears still resumes at that question.
  useLayoutEffect(() => {
    if (inQuestions && definition) saveProgress(routeSlug, definition, { answers: snapshot.context.answers, path: snapshot.context.path })
    else if (showingResult) clearProgress(routeSlug)
  }, [inQuestions, showingResult, definition, routeSlug, snapshot.context.answers, snapshot.context.path])
  // Kept while it shows; forgotten when the person leaves it (Retake, another page or test), before
  // the next screen paints (a layout effect: an effect's cleanup would wait a frame after it). A
  // reload runs no cleanup, so the result is still there for the page that comes back.
  useLayoutEffect(() => {
    if (!showingResult || !result || !definition) return
    keepResult(routeSlug, definition, result, resultLanguage(result, definitionLanguage(definition)))
    return forgetKeptResult
  }, [showingResult, result, definition, routeSlug])

  // Submit pressed in the page before the app ran: the app submits as it would have.
  useEffect(() => {
    if (start.early?.submitted) send({ type: 'test.submit' })
  }, [start, send])

  // Toast ids keep one toast per failure, even when React runs effects twice.
  useEffect(() => {
    if (failed) toast.error(i18n._(loadFailedMessage), { toastId: `load-failed-${routeSlug}` })
  }, [failed, routeSlug])
  useEffect(() => {
    if (submitFailed) toast.error(i18n._(submitFailedMessage), { toastId: 'submit-failed' })
  }, [submitFailed])

  if (failed) return <TestNotFound renderSearch={renderSearch} />
  if (!definition || snapshot.matches('fetching') || snapshot.matches('loading') || snapshot.matches('resuming')) {
    return <Status>{t`Hang tight! We're getting the test ready for you...`}</Status>
  }
  if (snapshot.matches('intro') && testLanguage !== activeLocale() && !takingInEnglish) {
    return <EnglishOnlyNotice definition={definition} onTakeInEnglish={() => setTakingInEnglish(true)} />
  }
  if (snapshot.matches('intro')) {
    const close = () => {
      send({ type: 'test.close' })
      // Back one page; someone who arrived straight here has no page of ours to go back to.
      if (location.key === 'default') navigate('/')
      else navigate(-1)
    }
    // Over the first question's page, which it hides while open (decision 106): Begin Test shows the
    // question without drawing a new page, and works in the prerendered page before the scripts run.
    return (
      <QuestionPage
        definition={definition}
        textLanguage={textLanguageOf(definition)}
        context={snapshot.context}
        send={send}
        intro={<IntroDialog definition={definition} textLanguage={textLanguageOf(definition)} onBegin={() => send({ type: 'test.begin' })} onClose={close} />}
      />
    )
  }
  if (snapshot.matches('closed')) return null
  if (snapshot.matches('submitting')) return <Status>{i18n._(analyzingMessage)}</Status>
  if (snapshot.matches('result') && result) {
    const { answers } = snapshot.context
    const answered = answers.some((answer) => answer !== null)
    return renderResult({
      result,
      definition,
      language: resultLanguage(result, testLanguage),
      answers: answered ? answers : undefined,
      onRetake: () => send({ type: 'test.retake' }),
    })
  }
  return <QuestionPage definition={definition} textLanguage={textLanguageOf(definition)} context={snapshot.context} send={send} />
}

/** The language to mark the test's own words with: its language when that is not the page's, else none (they inherit the page's). */
function textLanguageOf(definition: TestDefinition): Locale | undefined {
  const language = definitionLanguage(definition)
  return language === activeLocale() ? undefined : language
}

