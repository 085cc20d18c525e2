/**
 * An opened booking on the manage page: what, when (Nairobi) and how, then what the visitor may do:
 * move it to an offered time (one a practitioner can still take, as in the booking form), cancel it with the refund rule stated before confirming (the amount the
 * server computed with the engine's rule, engine/bookings/booking-changes.ts), or add a note (run
 * through the crisis net; the crisis card shows when it flags), or withdraw a result shared with the
 * practitioner (decision 083). Every refusal goes into the error
 * summary and changes nothing.
 */
import { plural, t } from '@lingui/core/macro'
import { useEffect, useState, type ReactNode } from 'react'
import { changeNoticeHours, timeChoices, todayInNairobi, addDays, type ConsultationHours } from '#engine/booking.ts'
import type { ManageBooking } from '#schemas/generated/manage-booking.ts'
import { callApi } from '../../shared/api-client.ts'
import { ErrorSummary, type FormProblem } from '../../shared/error-summary.tsx'
import { formatClock, formatDay } from '../../shared/format-date-time.ts'
import { formatKes } from '../../shared/format-kes.ts'
import { useCrisisCardFor } from '../../shared/free-text-risk.ts'
import { callManage, type ManageProblem } from '../../shared/manage-client.ts'
import { useSlotAvailability } from '../../shared/use-slot-availability.ts'
import { manageFieldId } from './manage-code-step.tsx'
import { YourData } from './your-data.tsx'
import { ManageSharedResults } from './manage-shared-results.tsx'

function whatWasBooked(booking: ManageBooking): string {
  if (booking.serviceType === 'Wellness') return booking.packageName ?? t`A wellness package`
  if (booking.serviceType === 'VitalCare') return t({ message: 'VitalCare360', comment: 'The lifestyle programme, by its name (a name: keep it)' })
  const who = { Doctor: t`Doctor`, Psychologist: t`Psychologist`, Nutritionist: t`Nutritionist` }[booking.practitioner ?? ''] ?? booking.practitioner ?? ''
  return t`Virtual consultation with a ${who}`
}

function howItHappens(booking: ManageBooking): string {
  if (booking.serviceType === 'Wellness') return t`Our team collects your sample at the place you chose, at this time.`
  if (booking.modeOfConsultation === 'Video call') return t`Video call: we send you the link before the session.`
  return t`Voice call: the practitioner calls the phone number you booked with.`
}

export function ManageBookingView({ initial, crisisCard }: { initial: ManageBooking; crisisCard?: ReactNode }) {
  const [booking, setBooking] = useState(initial)
  const session = initial.session ?? ''
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [focusKey, setFocusKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [note, setNote] = useState('')
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const [serverCrisis, setServerCrisis] = useState(false)
  const [hours, setHours] = useState<ConsultationHours>()
  const [erased, setErased] = useState<string>()
  const showCrisis = (useCrisisCardFor([note]) || serverCrisis) && crisisCard !== undefined

  useEffect(() => {
    void callApi('consultationHours', {}).then((result) => result.ok && setHours(result.answer))
  }, [])

  const show = (found: ManageProblem[]) => {
    setProblems(found)
    setFocusKey((count) => count + 1)
  }
  async function act<Result extends { ok: true; answer: ManageBooking } | { ok: false; problems: ManageProblem[] }>(call: () => Promise<Result>) {
    setBusy(true)
    const result = await call()
    setBusy(false)
    if (!result.ok) return show(result.problems)
    setProblems([])
    setBooking(result.answer)
    return result.answer
  }

  const now = new Date()
  const earliest = addDays(todayInNairobi(now), 1)
  // An appointment moves only to a time some practitioner can still take (decision 080): the booking
  // form's picker rule, asked again after each refusal (decision 103).
  const full = useSlotAvailability(date, hours !== undefined && booking.serviceType === 'Appointment', focusKey)
  const times = hours && date !== '' ? timeChoices(hours, date, now).filter((choice) => !full.includes(choice)) : []
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message

  // Erased (decision 087): the booking's data is gone, and so is the manage session.
  if (erased !== undefined) return <p role="status">{erased}</p>

  return (
    <>
      <ErrorSummary problems={problems} fieldId={manageFieldId} focusKey={focusKey} />
      <p role="status">{booking.message}</p>
      <dl className="manage-summary">
        <dt>{t`Reference`}</dt>
        <dd>{booking.reference}</dd>
        <dt>{t`What`}</dt>
        <dd>{whatWasBooked(booking)}</dd>
        {booking.date && booking.time && (
          <>
            <dt>{t`When (Kenyan time)`}</dt>
            <dd>
              {formatDay(booking.date)}, {formatClock(booking.time)}
            </dd>
          </>
        )}
        <dt>{t`How`}</dt>
        <dd>{howItHappens(booking)}</dd>
        <dt>{t`Paid`}</dt>
        <dd>{booking.paid ? formatKes(booking.amountKes) : t`Not paid`}</dd>
      </dl>

      {booking.cancelled ? (
        <section aria-labelledby="manage-cancelled">
          <h2 id="manage-cancelled">{t`This booking is cancelled`}</h2>
          {booking.refund ? <p>{t`We have asked for a refund of ${formatKes(booking.refund.amountKes)} to the way you paid. It can take a few days to arrive.`}</p> : <p>{t`No refund is due for this booking.`}</p>}
        </section>
      ) : (
        <>
          <section aria-labelledby="manage-move">
            <h2 id="manage-move">{t`Move the session`}</h2>
            {booking.changeable ? (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  const missing: ManageProblem[] = [
                    ...(date === '' ? [{ field: 'date', message: t`Choose a new date.` }] : []),
                    ...(time === '' ? [{ field: 'time', message: t`Choose a new time.` }] : []),
                  ]
                  if (missing.length > 0) return show(missing)
                  void act(() => callManage('manageReschedule', { session, date, time }))
                }}
              >
                <div className={problemOf('date') ? 'booking-field field-error' : 'booking-field'}>
                  <label htmlFor={manageFieldId('date')}>{t`New date`}</label>
                  {problemOf('date') && <p className="error-message" id={`${manageFieldId('date')}-error`}>{problemOf('date')}</p>}
                  <input id={manageFieldId('date')} type="date" min={earliest} value={date} aria-invalid={problemOf('date') ? true : undefined} aria-describedby={problemOf('date') ? `${manageFieldId('date')}-error` : undefined} onChange={(event) => { setDate(event.target.value); setTime(''); setProblems((current) => current.filter((problem) => problem.field !== 'date')) }} />
                </div>
                <div className={problemOf('time') ? 'booking-field field-error' : 'booking-field'}>
                  <label htmlFor={manageFieldId('time')}>{t`New time (Kenyan time)`}</label>
                  {problemOf('time') && <p className="error-message" id={`${manageFieldId('time')}-error`}>{problemOf('time')}</p>}
                  <select id={manageFieldId('time')} value={time} aria-invalid={problemOf('time') ? true : undefined} aria-describedby={problemOf('time') ? `${manageFieldId('time')}-error` : undefined} onChange={(event) => { setTime(event.target.value); setProblems((current) => current.filter((problem) => problem.field !== 'time')) }}>
                    <option value="">{date === '' ? t`Choose a date first` : times.length === 0 ? t`No times on this day` : t`Choose a time`}</option>
                    {times.map((choice) => (
                      <option key={choice} value={choice}>{formatClock(choice)}</option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="button" disabled={busy}>{t`Move my booking`}</button>
              </form>
            ) : (
              <p>{plural(changeNoticeHours, { one: 'The session is less than # hour away, so it can no longer be moved. Please call us.', other: 'The session is less than # hours away, so it can no longer be moved. Please call us.' })}</p>
            )}
          </section>

          <section aria-labelledby="manage-cancel">
            <h2 id="manage-cancel">{t`Cancel the booking`}</h2>
            <p>{plural(changeNoticeHours, { one: 'Cancel at least # hour before the session for a full refund; later, nothing is refunded.', other: 'Cancel at least # hours before the session for a full refund; later, nothing is refunded.' })}</p>
            {booking.paid && <p><strong>{booking.refundIfCancelledKes > 0 ? t`If you cancel now, we refund ${formatKes(booking.refundIfCancelledKes)}.` : t`If you cancel now, nothing is refunded.`}</strong></p>}
            {confirmingCancel ? (
              <>
                <button type="button" className="button button-warning" disabled={busy} onClick={() => void act(() => callManage('manageCancel', { session }))}>{t`Yes, cancel my booking`}</button>{' '}
                <button type="button" className="button button-secondary" onClick={() => setConfirmingCancel(false)}>{t`Keep my booking`}</button>
              </>
            ) : (
              <button type="button" className="button" onClick={() => setConfirmingCancel(true)}>{t`Cancel my booking`}</button>
            )}
          </section>

          <ManageSharedResults booking={booking} busy={busy} onWithdraw={(share) => void act(() => callManage('manageWithdrawShare', { session, share }))} />

          <section aria-labelledby="manage-note">
            <h2 id="manage-note">{t`Add a note for your practitioner`}</h2>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                if (note.trim() === '') return show([{ field: 'note', message: t`Write your note before adding it.` }])
                void act(() => callManage('manageNote', { session, note })).then((answer) => {
                  if (!answer) return
                  setServerCrisis(answer.crisis === true)
                  setNote('')
                })
              }}
            >
              <div className={problemOf('note') ? 'booking-field field-error' : 'booking-field'}>
                <label htmlFor={manageFieldId('note')}>{t`Note`}</label>
                {problemOf('note') && <p className="error-message" id={`${manageFieldId('note')}-error`}>{problemOf('note')}</p>}
                <textarea id={manageFieldId('note')} rows={4} maxLength={1000} value={note} aria-invalid={problemOf('note') ? true : undefined} aria-describedby={problemOf('note') ? `${manageFieldId('note')}-error` : undefined} onChange={(event) => { setNote(event.target.value); setProblems((current) => current.filter((problem) => problem.field !== 'note')) }} />
              </div>
              {showCrisis && <div className="booking-crisis-card">{crisisCard}</div>}
              <button type="submit" className="button" disabled={busy}>{t`Add the note`}</button>
            </form>
          </section>
        </>
      )}
      <YourData session={session} reference={booking.reference} onErased={setErased} />
    </>
  )
}
