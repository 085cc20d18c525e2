/**
 * /manage: the visitor manages a booking with the link we sent (decision 073). The link's token is
 * the address's fragment (/manage#<token>), read here and never sent in an address; the page asks
 * for a one-time code, then shows the booking and what can be changed. Nothing is stored in the
 * browser: leaving the page ends it.
 */
import { t } from '@lingui/core/macro'
import { useState, type ReactNode } from 'react'
import type { ManageBooking } from '#schemas/generated/manage-booking.ts'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { ManageBookingView } from './manage-booking-view.tsx'
import { ManageCodeStep } from './manage-code-step.tsx'

/** The token of the link: the fragment after #, when it has the link's form. */
export function tokenFromHash(hash: string): string | undefined {
  const token = hash.replace(/^#/, '')
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined
}

export function ManagePage({ crisisCard }: { crisisCard?: ReactNode } = {}) {
  const title = t`Manage my booking`
  useDocumentTitle(title)
  const [token] = useState(() => tokenFromHash(globalThis.location?.hash ?? ''))
  const [booking, setBooking] = useState<ManageBooking>()
  return (
    <main className="page manage-page">
      <h1>{title}</h1>
      {!token ? (
        <p>{t`Open the link from your confirmation e-mail or the payment confirmation page to manage your booking. If you cannot find it, please call us.`}</p>
      ) : booking ? (
        <ManageBookingView initial={booking} crisisCard={crisisCard} />
      ) : (
        <ManageCodeStep token={token} onOpened={setBooking} />
      )}
    </main>
  )
}
