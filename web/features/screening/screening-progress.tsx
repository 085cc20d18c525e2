/** 'X / Y Completed' as text and as a progress bar (SPEC.md section 9: completed divided by total). */
import { t } from '@lingui/core/macro'

export function ScreeningProgress({ completed, total }: { completed: number; total: number }) {
  const text = t({ message: `${completed} / ${total} Completed`, comment: 'Screenings progress, e.g. 1 / 3 Completed' })
  return (
    <div className="screening-progress">
      <p id="screening-progress-label">{text}</p>
      <div
        role="progressbar"
        aria-labelledby="screening-progress-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={text}
      >
        <progress value={completed} max={total} aria-hidden="true" />
      </div>
    </div>
  )
}
