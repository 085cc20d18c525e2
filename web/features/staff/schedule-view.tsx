/**
 * A practitioner's schedule in the staff console (issue 22 part 4; decision 085): their own
 * sessions, and one opened with what to read before it: the notes, the pre-session screenings
 * finished and the results the person chose to share (test, date, answers, score and band).
 * English only, like the rest of the console (decision 070). Every read is audited by the server.
 */
import { useEffect, useState } from 'react'
import type { StaffSchedule } from '#schemas/generated/staff-schedule.ts'
import type { StaffScheduleSession } from '#schemas/generated/staff-schedule-session.ts'
import { callStaff } from './staff-api.ts'

type Session = StaffSchedule['sessions'][number]
type SharedResult = StaffScheduleSession['sharedResults'][number]

function what(session: Session): string {
  if (session.serviceType === 'Wellness') return 'Wellness package'
  if (session.serviceType === 'VitalCare') return 'VitalCare360'
  return `${session.practitioner ?? 'Consultation'}, ${session.modeOfConsultation ?? ''}`.replace(/, $/, '')
}

function SharedResultView({ result }: { result: SharedResult }) {
  return (
    <section className="staff-shared-result" aria-label={`Shared result: ${result.title}`}>
      <h4>{result.title}</h4>
      <p>
        Taken on {result.takenOn}. Score <strong>{result.totalScore}</strong> of {result.expectedTotalScore}: <strong>{result.grade}</strong>
        {result.language === 'sw' ? ' (taken in Kiswahili)' : ''}
      </p>
      <table>
        <caption>Answers</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">Answer</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {result.answers.map((answer, index) => (
            <tr key={index}>
              <td>{answer.question}</td>
              <td>{answer.answer}</td>
              <td>{answer.points ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function SessionDetail({ detail }: { detail: StaffScheduleSession }) {
  return (
    <section aria-labelledby="staff-session-heading">
      <h3 id="staff-session-heading">
        {detail.session.name}, {detail.session.day} {detail.session.time ?? ''}
      </h3>
      <p>
        {what(detail.session)}. Reference {detail.session.reference}. Phone {detail.phone}
        {detail.email ? `, e-mail ${detail.email}` : ''}.
      </p>
      <h4>Notes</h4>
      {detail.notes.length === 0 ? <p>No notes.</p> : <ul>{detail.notes.map((note, index) => <li key={index}>{note.flagged ? <strong>Flagged by the crisis net: </strong> : null}{note.text}</li>)}</ul>}
      <h4>Pre-session screenings</h4>
      {detail.screenings.length === 0 ? (
        <p>None offered for this booking.</p>
      ) : (
        <ul>
          {detail.screenings.map((screening) => (
            <li key={screening.routeSlug}>
              {screening.title}: {screening.completed ? 'finished' : 'not finished'}
            </li>
          ))}
        </ul>
      )}
      <h4>Results shared by the patient</h4>
      {detail.sharedResults.length === 0 ? <p>No result shared.</p> : detail.sharedResults.map((result, index) => <SharedResultView key={index} result={result} />)}
    </section>
  )
}

export function ScheduleView() {
  const [schedule, setSchedule] = useState<StaffSchedule | undefined>()
  const [detail, setDetail] = useState<StaffScheduleSession | undefined>()
  const [failure, setFailure] = useState<string | undefined>()

  useEffect(() => {
    void callStaff('staffSchedule').then((result) => (result.ok ? setSchedule(result.answer) : setFailure(result.failure.message)))
  }, [])

  async function open(id: string) {
    const result = await callStaff('staffScheduleSession', { query: { id } })
    if (result.ok) {
      setFailure(undefined)
      setDetail(result.answer)
    } else setFailure(result.failure.message)
  }

  return (
    <section aria-labelledby="staff-schedule-heading">
      <h2 id="staff-schedule-heading">My schedule</h2>
      {failure ? <p role="alert">{failure}</p> : null}
      {!schedule ? (
        <p>Loading your schedule…</p>
      ) : schedule.sessions.length === 0 ? (
        <p>No sessions are assigned to you.</p>
      ) : (
        <div className="staff-table-wrap" tabIndex={0} role="region" aria-label="Schedule">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Time</th>
                <th scope="col">Patient</th>
                <th scope="col">What</th>
                <th scope="col">Shared results</th>
                <th scope="col">
                  <span className="visually-hidden">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {schedule.sessions.map((session) => (
                <tr key={session.id}>
                  <td>{session.day}</td>
                  <td>{session.time ?? ''}</td>
                  <td>{session.name}</td>
                  <td>
                    {what(session)}
                    {session.cancelled ? ' (cancelled)' : session.confirmed ? '' : ' (not confirmed)'}
                  </td>
                  <td>{session.sharedResults}</td>
                  <td>
                    <button type="button" className="button button-secondary" onClick={() => void open(session.id)}>
                      Open {session.reference}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {detail ? <SessionDetail detail={detail} /> : null}
    </section>
  )
}
