/**
 * The operations console (issue 22 part 3; decision 080), for admin and operations: a Nairobi
 * day's bookings with their state and the provider's payment state, filters and a search by
 * reference, paging, the day's CSV export, and for each booking: confirm with a practitioner,
 * move, cancel with a refund, attended or no-show. Every answer of the server is shown as it is
 * said (a refusal names what to do). Staff-facing, English only (decision 070).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { StaffBookingsPage } from '#schemas/generated/staff-bookings-page.ts'
import type { StaffPractitioners } from '#schemas/generated/staff-practitioners.ts'
import { callStaff, scheduleExportAddress } from './staff-api.ts'
import { PractitionersView } from './practitioners-view.tsx'

type Booking = StaffBookingsPage['bookings'][number]
type Filter = { day: string; status: string; type: string; reference: string }

/** Today in Nairobi, YYYY-MM-DD. */
export function nairobiToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

const statusNames: Record<Booking['status'], string> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid, to confirm',
  confirmed: 'Confirmed',
  attended: 'Attended',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
}

const queryOf = (filter: Filter, page: number): Record<string, string> => {
  const reference = filter.reference.trim()
  return Object.fromEntries([
    ...(reference ? [['reference', reference]] : [['day', filter.day]]),
    ...(filter.status ? [['status', filter.status]] : []),
    ...(filter.type ? [['type', filter.type]] : []),
    ...(page > 1 ? [['page', String(page)]] : []),
  ])
}

function BookingActions({ booking, csrfToken, practitioners, onDone }: { booking: Booking; csrfToken: string; practitioners: StaffPractitioners['practitioners']; onDone: (message: string) => void }) {
  const [practitionerId, setPractitionerId] = useState(booking.practitioner?.id ?? '')
  const [date, setDate] = useState(booking.day)
  const [time, setTime] = useState(booking.time ?? '')
  const [refund, setRefund] = useState<'rule' | 'full' | 'none'>('rule')
  const [sureToCancel, setSureToCancel] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const id = booking.id

  async function act(run: () => ReturnType<typeof callStaff<'staffConfirmBooking'>>) {
    setBusy(true)
    const result = await run()
    setBusy(false)
    if (result.ok) {
      setFailure(undefined)
      onDone(result.answer.message)
    } else setFailure(result.failure.message)
  }
  const submit = (handler: () => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void handler()
  }
  const live = booking.status !== 'cancelled'

  return (
    <div className="staff-actions" aria-label={`Actions for booking ${booking.reference}`} role="group">
      {failure ? <p role="alert">{failure}</p> : null}
      {live && booking.time ? (
        <form className="staff-filters" onSubmit={submit(() => act(() => callStaff('staffConfirmBooking', { body: { bookingId: id, practitionerId }, csrfToken })))}>
          <div className="field">
            <label htmlFor={`practitioner-${id}`}>Practitioner</label>
            <select id={`practitioner-${id}`} value={practitionerId} onChange={(event) => setPractitionerId(event.target.value)} required>
              <option value="">Choose a practitioner</option>
              {practitioners.map((practitioner) => (
                <option key={practitioner.id} value={practitioner.id}>
                  {practitioner.email}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={busy || practitionerId === ''}>
            Confirm and assign
          </button>
        </form>
      ) : null}
      {live && booking.time ? (
        <form className="staff-filters" onSubmit={submit(() => act(() => callStaff('staffRescheduleBooking', { body: { bookingId: id, date, time }, csrfToken })))}>
          <div className="field">
            <label htmlFor={`date-${id}`}>New date</label>
            <input id={`date-${id}`} type="date" value={date} onChange={(event) => setDate(event.target.value)} required />
          </div>
          <div className="field">
            <label htmlFor={`time-${id}`}>New time (Nairobi)</label>
            <input id={`time-${id}`} type="time" step={1800} value={time} onChange={(event) => setTime(event.target.value)} required />
          </div>
          <button type="submit" className="button" disabled={busy}>
            Move session
          </button>
        </form>
      ) : null}
      {live ? (
        <form className="staff-filters" onSubmit={submit(async () => (sureToCancel ? act(() => callStaff('staffCancelBooking', { body: { bookingId: id, refund }, csrfToken })) : setSureToCancel(true)))}>
          <div className="field">
            <label htmlFor={`refund-${id}`}>Refund</label>
            <select id={`refund-${id}`} value={refund} onChange={(event) => setRefund(event.target.value as typeof refund)}>
              <option value="rule">By the cancellation rule</option>
              <option value="full">Full refund</option>
              <option value="none">No refund</option>
            </select>
          </div>
          <button type="submit" className="button" disabled={busy}>
            {sureToCancel ? 'Yes, cancel this booking' : 'Cancel booking'}
          </button>
          {sureToCancel ? <p>This cannot be undone. The refund is sent to the payment provider at once.</p> : null}
        </form>
      ) : null}
      {live && booking.time ? (
        <p className="staff-filters">
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => callStaff('staffBookingAttendance', { body: { bookingId: id, attendance: 'attended' }, csrfToken }))}>
            Attended
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => callStaff('staffBookingAttendance', { body: { bookingId: id, attendance: 'no-show' }, csrfToken }))}>
            No-show
          </button>
        </p>
      ) : null}
    </div>
  )
}

export function OperationsView({ csrfToken }: { csrfToken: string }) {
  const [draft, setDraft] = useState<Filter>(() => ({ day: nairobiToday(), status: '', type: '', reference: '' }))
  const [filter, setFilter] = useState<Filter>(draft)
  const [page, setPage] = useState(1)
  const [answer, setAnswer] = useState<StaffBookingsPage | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const [notice, setNotice] = useState<string | undefined>()
  const [open, setOpen] = useState<string | undefined>()
  const [practitioners, setPractitioners] = useState<StaffPractitioners['practitioners']>([])

  const load = useCallback(() => {
    void callStaff('staffBookings', { query: queryOf(filter, page) }).then((result) => {
      if (result.ok) {
        setAnswer(result.answer)
        setFailure(undefined)
      } else setFailure(result.failure.message)
    })
  }, [filter, page])
  useEffect(load, [load])
  useEffect(() => {
    void callStaff('staffPractitioners').then((result) => {
      if (result.ok) setPractitioners(result.answer.practitioners)
    })
  }, [])

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPage(1)
    setFilter(draft)
    // A new list starts with every booking closed: actions kept open from the last list would show its old date and time.
    setOpen(undefined)
  }

  return (
    <section aria-labelledby="operations-heading" lang="en">
      <h2 id="operations-heading">Bookings</h2>
      <form className="staff-filters" onSubmit={apply} role="search">
        <div className="field">
          <label htmlFor="bookings-day">Day (Nairobi)</label>
          <input id="bookings-day" type="date" value={draft.day} onChange={(event) => setDraft({ ...draft, day: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="bookings-status">Status</label>
          <select id="bookings-status" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
            <option value="">Any status</option>
            {Object.entries(statusNames).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bookings-type">Type</label>
          <select id="bookings-type" value={draft.type} onChange={(event) => setDraft({ ...draft, type: event.target.value })}>
            <option value="">Any type</option>
            <option value="Appointment">Appointment</option>
            <option value="Wellness">Wellness</option>
            <option value="VitalCare">VitalCare</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="bookings-reference">Reference (any day)</label>
          <input id="bookings-reference" type="search" value={draft.reference} maxLength={8} pattern="[0-9A-Fa-f]{4,8}" onChange={(event) => setDraft({ ...draft, reference: event.target.value })} />
        </div>
        <button type="submit" className="button">
          Show bookings
        </button>
      </form>
      <p>
        <a href={scheduleExportAddress(filter.day)} download>
          Export the schedule of {filter.day} as CSV
        </a>
      </p>
      {notice ? <p role="status">{notice}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {answer ? (
        <>
          <p aria-live="polite">
            {answer.total} bookings{answer.day ? ` on ${answer.day}` : ''}, page {answer.page} of {answer.pageCount}
          </p>
          <div className="staff-table-wrap" tabIndex={0} role="region" aria-label="Booking list">
            <table>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Type</th>
                  <th scope="col">Name</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Practitioner</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {answer.bookings.map((booking) => (
                  <tr key={booking.id}>
                    <td>{booking.time ?? '—'}{answer.day ? '' : ` ${booking.day}`}</td>
                    <td>{booking.reference}</td>
                    <td>{booking.serviceType}</td>
                    <td>{booking.name}</td>
                    <td>{statusNames[booking.status]}</td>
                    <td>
                      {booking.paymentStatus ?? 'not started'}
                      {booking.refundStatus ? `, refund ${booking.refundStatus}` : ''}
                    </td>
                    <td>{booking.practitioner?.email ?? '—'}</td>
                    <td>
                      <button type="button" className="button" aria-expanded={open === booking.id} onClick={() => setOpen(open === booking.id ? undefined : booking.id)}>
                        {open === booking.id ? 'Close' : `Manage ${booking.reference}`}
                      </button>
                      {open === booking.id ? (
                        <BookingActions
                          key={`${booking.day} ${booking.time ?? ''} ${booking.status}`}
                          booking={booking}
                          csrfToken={csrfToken}
                          practitioners={practitioners}
                          onDone={(message) => {
                            setNotice(message)
                            load()
                          }}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Booking pages" className="staff-pager">
            <button type="button" className="button" disabled={answer.page <= 1} onClick={() => setPage(answer.page - 1)}>
              Previous page
            </button>
            <button type="button" className="button" disabled={answer.page >= answer.pageCount} onClick={() => setPage(answer.page + 1)}>
              Next page
            </button>
          </nav>
        </>
      ) : null}
      <PractitionersView csrfToken={csrfToken} practitioners={practitioners} onChanged={setPractitioners} />
    </section>
  )
}
