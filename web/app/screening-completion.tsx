/**
 * The link between a pre-session screening and the test flow, composed here because features do
 * not import each other: when a test opened from the screening page (navigation state
 * {screeningFor: serviceId}) reaches its result, the booking's screening is marked completed (the
 * test's slug only, never the answers or the score) and the page offers the way back.
 */
import { t } from '@lingui/core/macro'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { callApi } from '../shared/api-client.ts'
import { LoadingStatus, ProblemStatus } from '../shared/page-load-status.tsx'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Mark = 'saving' | 'saved' | 'failed'

async function markCompleted(serviceId: string, routeSlug: string): Promise<boolean> {
  const result = await callApi('screeningCompleted', { body: { service_id: serviceId, routeSlug } })
  return result.ok
}

/** On a result page: nothing for an ordinary visit; the completion card when the test was opened for a booking's screening. */
export function ScreeningCompletion({ routeSlug }: { routeSlug: string }) {
  const state = useLocation().state as { screeningFor?: unknown } | null
  const serviceId = state?.screeningFor
  return typeof serviceId === 'string' && uuid.test(serviceId) ? <CompletionCard serviceId={serviceId} routeSlug={routeSlug} /> : null
}

function CompletionCard({ serviceId, routeSlug }: { serviceId: string; routeSlug: string }) {
  const [mark, setMark] = useState<Mark>('saving')
  const [attempt, setAttempt] = useState(0)
  const sent = useRef(-1)

  useEffect(() => {
    // Once per attempt, even when React runs effects twice.
    if (sent.current === attempt) return
    sent.current = attempt
    void markCompleted(serviceId, routeSlug).then((ok) => setMark(ok ? 'saved' : 'failed'))
  }, [serviceId, routeSlug, attempt])

  const retry = () => {
    setMark('saving')
    setAttempt((count) => count + 1)
  }
  const backToScreenings = (
    <Link className="button button-secondary" to={`/screening?service=${encodeURIComponent(serviceId)}`}>
      {t`Back to your screenings`}
    </Link>
  )

  return (
    // The result view is the page's <main>; this card follows it as its own landmark.
    <aside className="page screening-completion" aria-labelledby="screening-completion-heading">
      <div className="card">
        <h2 id="screening-completion-heading">{t`Your pre-session screening`}</h2>
        {mark === 'saving' ? <LoadingStatus text={t`Marking this screening as completed...`} /> : null}
        {mark === 'saved' ? (
          <p role="status">{t`This screening is marked as completed for your session. Your answers and score were not saved with your booking.`}</p>
        ) : null}
        <p>{t`You can share your results with your practitioner in the session, if you choose to.`}</p>
        {mark === 'failed' ? (
          <ProblemStatus message={t`We could not mark this screening as completed. Please check your connection and try again.`} retry={retry}>
            {backToScreenings}
          </ProblemStatus>
        ) : (
          <div className="button-row">{backToScreenings}</div>
        )}
      </div>
    </aside>
  )
}
