/** The booking forms' error summary (web/shared/error-summary.tsx) over their problems, each linked to its field's control. */
import { ErrorSummary } from '../../shared/error-summary.tsx'
import { fieldInputId } from './booking-form-rules.ts'
import type { FieldProblems } from './use-booking-form.ts'

export function BookingErrorSummary({ problems, focusKey }: { problems: FieldProblems; focusKey: number }) {
  return <ErrorSummary problems={problems.map((problem) => ({ field: problem.name || undefined, message: problem.message }))} fieldId={fieldInputId} focusKey={focusKey} />
}
