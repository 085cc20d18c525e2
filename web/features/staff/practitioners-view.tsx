/**
 * Practitioners' working hours (decision 080): each practitioner's week as stretches of a weekday
 * (Nairobi time), edited and saved whole. A booking can be confirmed only with a practitioner who
 * works for the whole session, and the visitors' slot picker offers only times some practitioner
 * working then is free. Staff-facing, English only.
 */
import { useState } from 'react'
import type { StaffPractitioners } from '#schemas/generated/staff-practitioners.ts'
import { callStaff } from './staff-api.ts'

type Practitioner = StaffPractitioners['practitioners'][number]
type Stretch = Practitioner['hours'][number]

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function HoursEditor({ practitioner, csrfToken, onChanged }: { practitioner: Practitioner; csrfToken: string; onChanged: (all: Practitioner[]) => void }) {
  const [hours, setHours] = useState<Stretch[]>(practitioner.hours)
  const [message, setMessage] = useState<{ text: string; failed: boolean } | undefined>()
  const change = (index: number, part: Partial<Stretch>) => setHours(hours.map((stretch, at) => (at === index ? { ...stretch, ...part } : stretch)))

  async function save() {
    const result = await callStaff('staffPractitionerHours', { body: { practitionerId: practitioner.id, hours }, csrfToken })
    if (result.ok) {
      setMessage({ text: 'Working hours saved.', failed: false })
      onChanged(result.answer.practitioners)
    } else setMessage({ text: result.failure.message, failed: true })
  }

  return (
    <fieldset>
      <legend>{practitioner.email}</legend>
      {hours.length === 0 ? <p>No working hours: this practitioner cannot be assigned.</p> : null}
      {hours.map((stretch, index) => (
        <div className="staff-filters" key={index}>
          <div className="field">
            <label htmlFor={`${practitioner.id}-day-${index}`}>Day</label>
            <select id={`${practitioner.id}-day-${index}`} value={stretch.weekday} onChange={(event) => change(index, { weekday: Number(event.target.value) })}>
              {weekdayNames.map((name, day) => (
                <option key={name} value={day + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${practitioner.id}-start-${index}`}>From</label>
            <input id={`${practitioner.id}-start-${index}`} type="time" value={stretch.start} onChange={(event) => change(index, { start: event.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`${practitioner.id}-end-${index}`}>To</label>
            <input id={`${practitioner.id}-end-${index}`} type="time" value={stretch.end} onChange={(event) => change(index, { end: event.target.value })} />
          </div>
          <button type="button" className="button" onClick={() => setHours(hours.filter((_, at) => at !== index))}>
            Remove
          </button>
        </div>
      ))}
      <p className="staff-filters">
        <button type="button" className="button" onClick={() => setHours([...hours, { weekday: 1, start: '08:00', end: '17:00' }])}>
          Add working hours
        </button>
        <button type="button" className="button" onClick={() => void save()}>
          Save hours of {practitioner.email}
        </button>
      </p>
      {message ? <p role={message.failed ? 'alert' : 'status'}>{message.text}</p> : null}
    </fieldset>
  )
}

export function PractitionersView({ csrfToken, practitioners, onChanged }: { csrfToken: string; practitioners: Practitioner[]; onChanged: (all: Practitioner[]) => void }) {
  return (
    <section aria-labelledby="practitioners-heading">
      <h2 id="practitioners-heading">Practitioners and working hours</h2>
      {practitioners.length === 0 ? <p>No practitioner accounts yet. An admin adds them with the role Practitioner.</p> : null}
      {practitioners.map((practitioner) => (
        <HoursEditor key={`${practitioner.id}-${JSON.stringify(practitioner.hours)}`} practitioner={practitioner} csrfToken={csrfToken} onChanged={onChanged} />
      ))}
    </section>
  )
}
