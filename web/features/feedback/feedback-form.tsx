/** The eight questions of the feedback panel (SPEC.md section 2) and their follow-ups (section 4). */
import { useId, type ReactNode } from 'react'
import { isShown, maxRating, type Answers, type TextField } from './survey.ts'
import type { FeedbackEvent } from './feedback-machine.ts'

type Props = { answers: Answers; submitting: boolean; send: (event: FeedbackEvent) => void }
type Send = Props['send']

function Choice({ field, legend, options, answers, send }: { field: TextField; legend: string; options: readonly string[]; answers: Answers; send: Send }) {
  const legendId = useId()
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId} className="feedback-question">
      <legend id={legendId}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="feedback-option">
          <input type="radio" name={field} value={option} checked={answers[field] === option} onChange={() => send({ type: 'answer', field, value: option })} />
          {option}
        </label>
      ))}
    </fieldset>
  )
}

function Text({ field, label, answers, send, short = false }: { field: TextField; label: string; answers: Answers; send: Send; short?: boolean }) {
  const id = useId()
  const common = { id, value: answers[field], maxLength: 2000, onChange: (event: { target: { value: string } }) => send({ type: 'answer', field, value: event.target.value }) }
  return (
    <div className="feedback-question">
      <label htmlFor={id}>{label}</label>
      {short ? <input type="text" {...common} /> : <textarea rows={3} {...common} />}
    </div>
  )
}

function FollowUp({ field, answers, children }: { field: TextField; answers: Answers; children: ReactNode }) {
  return isShown(field, answers) ? children : null
}

function StarRating({ answers, send }: { answers: Answers; send: Send }) {
  const legendId = useId()
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId} className="feedback-question">
      <legend id={legendId}>How would you rate your experience?</legend>
      <div className="feedback-stars">
        {Array.from({ length: maxRating }, (_, index) => index + 1).map((stars) => (
          <label key={stars} className={stars <= answers.experience ? 'feedback-star is-lit' : 'feedback-star'}>
            <input
              type="radio"
              name="experience"
              className="visually-hidden"
              aria-label={stars === 1 ? '1 star' : `${stars} stars`}
              checked={answers.experience === stars}
              // Clicking the chosen star again clears the rating, so the click (not the change) rates.
              onClick={() => send({ type: 'rate', stars })}
              onChange={() => {}}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function FeedbackForm({ answers, submitting, send }: Props) {
  const q = { answers, send }
  return (
    <form
      className="feedback-form"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'submit' })
      }}
    >
      <p className="feedback-note">NB: All questions are optional.</p>
      <StarRating {...q} />
      <FollowUp field="improvement" answers={answers}>
        <Text field="improvement" label="What would have made your experience better?" {...q} />
      </FollowUp>
      <Choice field="usefulness" legend="How useful did you find this tool?" options={['Very useful', 'Somewhat useful', 'Not useful at all']} {...q} />
      <FollowUp field="usefulnessDetails" answers={answers}>
        <Text field="usefulnessDetails" label="What made it useful, or not useful?" {...q} />
      </FollowUp>
      <Choice field="easeOfUse" legend="Was the tool easy to use?" options={['Yes', 'No']} {...q} />
      <FollowUp field="challenge" answers={answers}>
        <Text field="challenge" label="What did you find difficult?" {...q} />
      </FollowUp>
      <Text field="desiredFeatures" label="What features would you like us to add?" {...q} />
      <Choice field="relevance" legend="Did the tool address your health concerns?" options={['Yes completely', 'Partially', 'Not at all']} {...q} />
      <FollowUp field="relevanceDetails" answers={answers}>
        <Text field="relevanceDetails" label="What was missing?" {...q} />
      </FollowUp>
      <Text field="additionalFeedback" label="Any other thoughts you would like to share?" {...q} />
      <Text field="bigPicture" label="How would you describe this tool to a friend?" {...q} />
      <Choice field="okWithContact" legend="May we contact you about your feedback?" options={['Yes', 'No']} {...q} />
      <FollowUp field="contactDetails" answers={answers}>
        <Text field="contactDetails" label="Your phone number or email address" short {...q} />
      </FollowUp>
      {submitting ? (
        <p role="status" className="feedback-status">
          <span className="feedback-spinner" aria-hidden="true" />
          Submitting your feedback...
        </p>
      ) : (
        <button type="submit" className="button">
          Submit
        </button>
      )}
    </form>
  )
}
