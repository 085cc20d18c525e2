/**
 * The feedback panel (SPEC.md section 2): a button toggling a right-side drawer. The button sits in
 * the result page's flow, not floating (nothing floats over a result: issue 21 item 5, decision
 * 098). The behaviour lives in feedbackMachine; this only renders its snapshot and sends it events.
 *
 * Issue 17: what the person writes goes through the crisis net (shared/free-text-risk.ts); when it
 * calls for it, the crisis card the app passes in (the result page's safety card) shows at the top
 * of the drawer, and stays there after the thanks.
 */
import { t } from '@lingui/core/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useCrisisCardFor } from '../../shared/free-text-risk.ts'
import { feedbackMachine } from './feedback-machine.ts'
import { FeedbackForm } from './feedback-form.tsx'
import type { TextField } from './survey.ts'
import './feedback.css'

/** `crisisCard`: the card to show when what the person writes calls for it (composed by web/app). */
export function FeedbackButton({ crisisCard }: { crisisCard?: ReactNode } = {}) {
  const [snapshot, send] = useMachine(feedbackMachine)
  const { answers } = snapshot.context
  const written = (Object.keys(answers) as (keyof typeof answers)[]).filter((field): field is TextField => field !== 'experience').map((field) => answers[field])
  const showCrisisCard = useCrisisCardFor(written) && crisisCard !== undefined
  const isOpen = snapshot.matches({ drawer: 'open' })
  const thanks = snapshot.matches({ survey: 'thanks' })
  const toggleRef = useRef<HTMLButtonElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const thanksRef = useRef<HTMLParagraphElement>(null)
  const wasOpen = useRef(false)
  const drawerId = useId()
  const titleId = useId()

  // Focus moves into the drawer on open and back to the floating button on close.
  useEffect(() => {
    if (isOpen) titleRef.current?.focus()
    else if (wasOpen.current) toggleRef.current?.focus()
    wasOpen.current = isOpen
  }, [isOpen])
  useEffect(() => {
    if (thanks) thanksRef.current?.focus()
  }, [thanks])

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="button feedback-toggle"
        aria-expanded={isOpen}
        aria-controls={drawerId}
        onClick={() => send({ type: 'toggle' })}
      >
        {t({ message: 'We Value Your Feedback', comment: 'The feedback button at the end of a result (its name on every screen)' })}
      </button>
      {isOpen && (
        <div
          id={drawerId}
          role="dialog"
          aria-labelledby={titleId}
          className="feedback-drawer"
          onKeyDown={(event) => {
            if (event.key === 'Escape') send({ type: 'close' })
          }}
        >
          <button type="button" className="dialog-close" aria-label={t`Close feedback panel`} onClick={() => send({ type: 'close' })}>
            ×
          </button>
          <h2 id={titleId} tabIndex={-1} ref={titleRef}>
            {t`We'd Love to Hear Your Thoughts!`}
          </h2>
          {showCrisisCard && <div className="feedback-crisis-card">{crisisCard}</div>}
          {thanks ? (
            <div className="feedback-thanks">
              <p ref={thanksRef} tabIndex={-1} className="feedback-thanks-text">
                {t`Thank You For Your Feedback!`}
              </p>
              <button type="button" className="button" onClick={() => send({ type: 'close' })}>
                {t`Close`}
              </button>
            </div>
          ) : (
            <FeedbackForm answers={snapshot.context.answers} submitting={snapshot.matches({ survey: 'submitting' })} send={send} />
          )}
        </div>
      )}
    </>
  )
}
