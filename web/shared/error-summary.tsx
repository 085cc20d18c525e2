/**
 * The GOV.UK error summary (decision 074): every problem of a form listed at the top under "There
 * is a problem", each a link that moves focus to its field, and the box focused when a submit
 * finds problems (`focusKey` changes), so a screen reader reads them at once. A problem without a
 * field (the server refused without naming one) is listed as text. Used by the booking forms and
 * the manage page; each field shows its own message too (aria-describedby, aria-invalid).
 */
import { t } from '@lingui/core/macro'
import { useLayoutEffect, useRef } from 'react'

export type FormProblem = { field?: string | undefined; message: string }

type Props = {
  problems: readonly FormProblem[]
  /** The id of a field's control (or its group's first choice), to link and focus it. */
  fieldId(field: string): string
  /** Changes each time the summary must take focus (a submit with problems, a refusal). */
  focusKey: number
}

export function ErrorSummary({ problems, fieldId, focusKey }: Props) {
  const box = useRef<HTMLDivElement>(null)
  // In the same commit that shows the summary, before it paints: no gap where focus is elsewhere.
  useLayoutEffect(() => {
    if (focusKey > 0) box.current?.focus()
  }, [focusKey])
  if (problems.length === 0) return null
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t({ message: 'There is a problem', comment: 'Heading of the list of problems at the top of a form (GOV.UK error summary)' })}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field ?? ''}:${problem.message}`}>
            {problem.field ? (
              <a
                href={`#${fieldId(problem.field)}`}
                onClick={(event) => {
                  // Focus the field without touching the address (the manage page keeps its link's token there).
                  event.preventDefault()
                  const control = document.getElementById(fieldId(problem.field!))
                  control?.focus()
                  control?.scrollIntoView?.({ block: 'center' })
                }}
              >
                {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
