/** The eight questions of the feedback panel (SPEC.md section 2) and their follow-ups (section 4). */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { useId, type ReactNode } from 'react'
import { isShown, maxRating, type Answers, type TextField } from './survey.ts'
import type { FeedbackEvent } from './feedback-machine.ts'

type Props = { answers: Answers; submitting: boolean; send: (event: FeedbackEvent) => void }
type Send = Props['send']
/** A choice as it is sent (SPEC.md's English value, which the follow-up rules read) and as the page words it. */
type Option = { value: string; label: MessageDescriptor }

const yesNo: readonly Option[] = [
  { value: 'Yes', label: msg`Yes` },
  { value: 'No', label: msg`No` },
]
const usefulness: readonly Option[] = [
  { value: 'Very useful', label: msg`Very useful` },
  { value: 'Somewhat useful', label: msg`Somewhat useful` },
  { value: 'Not useful at all', label: msg`Not useful at all` },
]
const relevance: readonly Option[] = [
  { value: 'Yes completely', label: msg`Yes completely` },
  { value: 'Partially', label: msg`Partially` },
  { value: 'Not at all', label: msg`Not at all` },
]

function Choice({ field, legend, options, answers, send }: { field: TextField; legend: string; options: readonly Option[]; answers: Answers; send: Send }) {
  const legendId = useId()
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId} className="feedback-question">
      <legend id={legendId}>{legend}</legend>
      {options.map(({ value, label }) => (
        <label key={value} className="feedback-option">
          <input type="radio" name={field} value={value} checked={answers[field] === value} onChange={() => send({ type: 'answer', field, value })} />
          {i18n._(label)}
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
      <legend id={legendId}>{t`How would you rate your experience?`}</legend>
      <div className="feedback-stars">
        {Array.from({ length: maxRating }, (_, index) => index + 1).map((stars) => (
          <label key={stars} className={stars <= answers.experience ? 'feedback-star is-lit' : 'feedback-star'}>
            <input
              type="radio"
              name="experience"
              className="visually-hidden"
              aria-label={t({ message: plural(stars, { one: '# star', other: '# stars' }), comment: 'A rating of the experience' })}
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
      <p className="feedback-note">{t`NB: All questions are optional.`}</p>
      <StarRating {...q} />
      <FollowUp field="improvement" answers={answers}>
        <Text field="improvement" label={t`What would have made your experience better?`} {...q} />
      </FollowUp>
      <Choice field="usefulness" legend={t`How useful did you find this tool?`} options={usefulness} {...q} />
      <FollowUp field="usefulnessDetails" answers={answers}>
        <Text field="usefulnessDetails" label={t`What made it useful, or not useful?`} {...q} />
      </FollowUp>
      <Choice field="easeOfUse" legend={t`Was the tool easy to use?`} options={yesNo} {...q} />
      <FollowUp field="challenge" answers={answers}>
        <Text field="challenge" label={t`What did you find difficult?`} {...q} />
      </FollowUp>
      <Text field="desiredFeatures" label={t`What features would you like us to add?`} {...q} />
      <Choice field="relevance" legend={t`Did the tool address your health concerns?`} options={relevance} {...q} />
      <FollowUp field="relevanceDetails" answers={answers}>
        <Text field="relevanceDetails" label={t`What was missing?`} {...q} />
      </FollowUp>
      <Text field="additionalFeedback" label={t`Any other thoughts you would like to share?`} {...q} />
      <Text field="bigPicture" label={t`How would you describe this tool to a friend?`} {...q} />
      <Choice field="okWithContact" legend={t`May we contact you about your feedback?`} options={yesNo} {...q} />
      <FollowUp field="contactDetails" answers={answers}>
        <Text field="contactDetails" label={t`Your phone number or email address`} short {...q} />
      </FollowUp>
      {submitting ? (
        <p role="status" className="feedback-status">
          <span className="feedback-spinner" aria-hidden="true" />
          {t`Submitting your feedback...`}
        </p>
      ) : (
        <button type="submit" className="button">
          {t`Submit`}
        </button>
      )}
    </form>
  )
}
