/**
 * The GOV.UK error summary for the staff forms: every problem listed at the top, linked to its
 * field, and focused when it appears, so a screen reader says it at once.
 */
import { useLayoutEffect, useRef } from 'react'

export type Problem = { field?: string; message: string }

export function ErrorSummary({ problems, fieldIds }: { problems: Problem[]; fieldIds: Record<string, string> }) {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (problems.length > 0) box.current?.focus()
  }, [problems])
  if (problems.length === 0) return null
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby="staff-error-summary-title" lang="en">
      <h2 id="staff-error-summary-title">There is a problem</h2>
      <ul>
        {problems.map((problem) => {
          const id = problem.field ? fieldIds[problem.field] : undefined
          return <li key={`${problem.field ?? ''}${problem.message}`}>{id ? <a href={`#${id}`}>{problem.message}</a> : problem.message}</li>
        })}
      </ul>
    </div>
  )
}

/** A field's own message, tied to it by aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="error-message" lang="en">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  )
}

/** The problems of a refused call, each on its field when the server named one. */
export function problemsOf(failure: { message: string; errors: { path: string; message: string }[] }): Problem[] {
  if (failure.errors.length === 0) return [{ message: failure.message }]
  return failure.errors.map((error) => ({ field: error.path.replace(/^\//, '').split('/')[0], message: error.message }))
}
