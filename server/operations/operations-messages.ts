/** What the operations API says (staff-facing, so English only: decision 070). */
export const operationsMessages = {
  bookingNotFound: 'There is no booking with that id.',
  cancelled: 'This booking is cancelled: nothing was changed.',
  noSession: 'This booking has no session time (a lab package without a collection slot).',
  notPractitioner: 'That account is not a practitioner (or it is disabled).',
  notWorking: 'That practitioner does not work for the whole of this session (check their working hours).',
  busy: 'That practitioner already has a session at this time. Choose another practitioner or move the session.',
  tooLate: 'A session can be moved only while it is more than 24 hours away.',
  notOffered: 'That time is not offered: choose a slot inside consultation hours, at least 24 hours ahead, that a practitioner can still take.',
  sameSlot: 'The session is already at that time.',
  notStarted: 'Attendance can be recorded once the session has started.',
  tooManyToExport: 'Too many bookings on that day to export at once.',
  confirmed: 'Booking confirmed and the practitioner assigned.',
  moved: 'Session moved.',
  movedReleased: 'Session moved. Its practitioner does not work or is busy then, so the booking needs a practitioner again.',
  cancelledNow: (refund: { amountKes: number; status: string | undefined } | null) =>
    refund ? `Booking cancelled. A refund of KES ${refund.amountKes.toLocaleString('en-KE')} was sent to the payment provider (${refund.status ?? 'pending'}).` : 'Booking cancelled. Nothing was paid online, so there is no refund.',
  attended: 'Marked as attended.',
  noShow: 'Marked as no-show.',
} as const
