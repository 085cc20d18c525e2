/**
 * The choice of results of this visit to share from the booking form (issue 22 part 6; decision
 * 102), drawn for the booking feature by web/app/ (web/shared/visit-results.ts): each result's
 * preview, exactly what will be shared (the result page's own SharePreview), above its own unticked
 * box with the result page's consent sentence. Nothing is shared unless a box is ticked.
 */
import { t } from '@lingui/core/macro'
import { todayInNairobi } from '#engine/booking.ts'
import { formatDay } from '../../shared/format-date-time.ts'
import type { ShareChoicesProps } from '../../shared/visit-results.ts'
import { shareConsentSentence, SharePreview, testLanguage } from './share-preview.tsx'

export function ShareChoices({ results, chosen, onToggle, id, problem }: ShareChoicesProps) {
  const takenOn = formatDay(todayInNairobi(new Date()))
  return (
    <fieldset className={problem ? 'booking-field share-choices field-error' : 'booking-field share-choices'} aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}>
      <legend>{t`Share a result from this visit with your practitioner (optional)`}</legend>
      <p className="hint" id={`${id}-hint`}>
        {t`Nothing is shared unless you tick its box. Only the practitioner of this booking will see it, and you can withdraw it on the page to manage your booking until the session.`}
      </p>
      {problem && (
        <p className="error-message" id={`${id}-error`}>
          <span className="visually-hidden">{t({ message: 'Error: ', comment: 'Read by screen readers before a form error' })}</span>
          {problem}
        </p>
      )}
      {results.map((visit, index) => {
        const code = visit.definition.testCode
        const boxId = index === 0 ? id : `${id}-${index}`
        return (
          <div key={code} className="share-choice">
            <SharePreview definition={visit.definition} answers={visit.answers} result={visit.result} takenOn={takenOn} headingLevel={2} />
            <label className="choice" htmlFor={boxId}>
              <input id={boxId} type="checkbox" checked={chosen.includes(code)} aria-invalid={problem ? true : undefined} onChange={(event) => onToggle(code, event.target.checked)} />
              <span>
                <strong lang={testLanguage(visit.definition)}>{visit.definition.informalTitle}</strong>: {shareConsentSentence()}
              </span>
            </label>
          </div>
        )
      })}
    </fieldset>
  )
}
