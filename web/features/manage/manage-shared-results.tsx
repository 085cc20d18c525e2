/**
 * The results the visitor shares with this booking's practitioner (decision 083), each with a
 * button to withdraw it before the session: once withdrawn, the practitioner no longer sees it.
 * A result is shared from its result page, or from the booking form for a result of this visit.
 */
import { t } from '@lingui/core/macro'
import type { ManageBooking } from '#schemas/generated/manage-booking.ts'
import { formatDay } from '../../shared/format-date-time.ts'

type Props = { booking: ManageBooking; busy: boolean; onWithdraw(share: string): void }

export function ManageSharedResults({ booking, busy, onWithdraw }: Props) {
  const shared = booking.sharedResults ?? []
  return (
    <section aria-labelledby="manage-shared">
      <h2 id="manage-shared">{t`Results you share with your practitioner`}</h2>
      {shared.length === 0 ? (
        <p>{t`You share no result with your practitioner. To share one, take the test and choose Share this result with my practitioner on its result page.`}</p>
      ) : (
        <ul className="manage-shared-results">
          {shared.map((result) => (
            <li key={result.id}>
              <strong>{result.title}</strong> ({formatDay(result.takenOn)}): {result.grade}{' '}
              <button type="button" className="button button-secondary" disabled={busy} onClick={() => onWithdraw(result.id)}>
                {t`Withdraw this result`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
