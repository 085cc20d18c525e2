/**
 * The page at /tests/:slug (SPEC.md section 2, Test flow): the test machine drives every screen;
 * this file reads its state, picks the screen and turns its failures into toasts. The result view
 * belongs to another feature, so the app passes it in as `renderResult` (and the not-found
 * screen's search box as `renderSearch`). A test in progress is saved as it goes (test-progress.ts)
 * and a result with a safety card is kept for the tab while it shows (kept-result.ts); when the
 * page comes back (after the offline page and its reload), the machine picks the test up there
 * instead of at the intro (its `resuming` state, with the engine's check that the progress fits).
 */
import type { ReactNode } from 'react'
import { useEffect, useLayoutEffect } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { toast } from 'react-toastify/unstyled'
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { IntroDialog } from './intro-dialog.tsx'
import { QuestionPage } from './question-page.tsx'
import { forgetKeptResult, keepResult } from './kept-result.ts'
import { testFlowMachine } from './test-flow-machine.ts'
import { clearProgress, saveProgress } from './test-progress.ts'
import { TestNotFound, type SearchRenderer } from './test-not-found.tsx'

export const loadFailedMessage = 'Failed to load test data. Please check the address or try again later.'
export const submitFailedMessage = 'We encountered an issue while submitting your responses.'

export type ResultRenderer = (props: { result: AssessmentResult; definition: TestDefinition; onRetake: () => void }) => ReactNode

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
  const [snapshot, send] = useMachine(testFlowMachine, { input: { routeSlug, resume: true } })
  const navigate = useNavigate()
  const location = useLocation()
  const { definition, result, submitFailed } = snapshot.context
  const failed = snapshot.matches('failed')
  const inQuestions = snapshot.matches('questionnaire') || snapshot.matches('submitting')
  const showingResult = snapshot.matches('result')
  // Saved before the browser paints, so that the question on screen is always the one saved: a
  // connection lost the moment a question appears still resumes at that question.
  useLayoutEffect(() => {
    if (inQuestions && definition) saveProgress(routeSlug, definition, { answers: snapshot.context.answers, path: snapshot.context.path })
    else if (showingResult) clearProgress(routeSlug)
  }, [inQuestions, showingResult, definition, routeSlug, snapshot.context.answers, snapshot.context.path])
  // Kept while it shows; forgotten when the person leaves it (Retake, another page or test). A
  // reload runs no cleanup, so the result is still there for the page that comes back.
  useEffect(() => {
    if (!showingResult || !result || !definition) return
    keepResult(routeSlug, definition, result)
    return forgetKeptResult
  }, [showingResult, result, definition, routeSlug])

  // Toast ids keep one toast per failure, even when React runs effects twice.
  useEffect(() => {
    if (failed) toast.error(loadFailedMessage, { toastId: `load-failed-${routeSlug}` })
  }, [failed, routeSlug])
  useEffect(() => {
    if (submitFailed) toast.error(submitFailedMessage, { toastId: 'submit-failed' })
  }, [submitFailed])

  if (failed) return <TestNotFound renderSearch={renderSearch} />
  if (!definition || snapshot.matches('fetching') || snapshot.matches('loading') || snapshot.matches('resuming')) {
    return <Status>Hang tight! We're getting the test ready for you...</Status>
  }
  if (snapshot.matches('intro')) {
    const close = () => {
      send({ type: 'test.close' })
      // Back one page; someone who arrived straight here has no page of ours to go back to.
      if (location.key === 'default') navigate('/')
      else navigate(-1)
    }
    // Inside the page's main area, which keeps the loading text's place: the footer does not jump up when the dialog opens.
    return (
      <main className="page">
        <IntroDialog definition={definition} onBegin={() => send({ type: 'test.begin' })} onClose={close} />
      </main>
    )
  }
  if (snapshot.matches('closed')) return null
  if (snapshot.matches('submitting')) return <Status>Analyzing your responses...</Status>
  if (snapshot.matches('result') && result) {
    return renderResult({ result, definition, onRetake: () => send({ type: 'test.retake' }) })
  }
  return <QuestionPage definition={definition} context={snapshot.context} send={send} />
}

