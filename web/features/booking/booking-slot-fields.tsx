/**
 * The date and time of a booking (an appointment, or a wellness sample collection), offering only
 * what the server accepts: the date from today to 180 days ahead in Kenya (min and max), a closed
 * day or a day with no times left named at once, and the time as a list of the day's slots. While
 * the hours load the list waits (nothing can be chosen yet); if they cannot be loaded the time is
 * typed and the server checks it. `full`: times no practitioner can take any more (an appointment's
 * day, decision 080), left out of the list.
 */
import { t } from '@lingui/core/macro'
import { SelectField, TextField } from './booking-fields.tsx'
import { lastBookableDay, nairobiNow, offeredDateIssue, openingOn, timeChoices, type ConsultationHours, type SlotLabels } from '#engine/booking.ts'
import { dateIssueMessage, openingMessage, saidTime, timeNotOfferedMessage } from './slot-messages.ts'
import type { FieldProblems, InvalidField } from './use-booking-form.ts'
import type { HoursState } from './use-consultation-hours.ts'

type Props = {
  hours: HoursState
  names: { date: string; time: string }
  labels: SlotLabels
  date: string
  time: string
  onDate(value: string): void
  onTime(value: string): void
  invalid: FieldProblems
  full?: readonly string[]
}

const ready = (hours: HoursState) => (hours.status === 'ready' ? hours.hours : undefined)

/** The sentence for a chosen date the form cannot offer; none while the date is still empty. */
function dateProblem(labels: SlotLabels, date: string, hours: ConsultationHours | undefined, now: Date): string | undefined {
  const issue = date === '' ? undefined : offeredDateIssue(date, hours, now)
  return issue && dateIssueMessage(labels, issue)
}

/** What is wrong with the chosen slot before sending, as the field to point at; undefined when nothing is. */
export function slotProblem(hours: HoursState, names: Props['names'], labels: SlotLabels, date: string, time: string, full: readonly string[] = []): InvalidField | undefined {
  const now = new Date()
  const onDate = dateProblem(labels, date, ready(hours), now)
  if (onDate) return { name: names.date, message: onDate }
  const known = ready(hours)
  if (known && time !== '' && (!timeChoices(known, date, now).includes(time) || full.includes(time))) {
    return { name: names.time, message: timeNotOfferedMessage(labels) }
  }
  return undefined
}

export function BookingSlotFields({ hours, names, labels, date, time, onDate, onTime, invalid, full = [] }: Props) {
  const now = new Date()
  const known = ready(hours)
  const dateIssue = dateProblem(labels, date, known, now)
  const dateInvalid = dateIssue ? [...invalid.filter((problem) => problem.name !== names.date), { name: names.date, message: dateIssue }] : invalid
  const opening = known && date !== '' && !dateIssue ? openingOn(known, date) : undefined
  const choices = known && !dateIssue && date !== '' ? timeChoices(known, date, now).filter((choice) => !full.includes(choice)) : []
  const chooseDate = (value: string) => {
    onDate(value)
    if (known && time !== '' && !timeChoices(known, value, new Date()).includes(time)) onTime('')
  }
  return (
    <>
      <TextField
        name={names.date}
        label={labels.date}
        type="date"
        min={nairobiNow(now).date}
        max={lastBookableDay(now, known?.maxDaysAhead)}
        value={date}
        onChange={chooseDate}
        invalid={dateInvalid}
      />
      {hours.status === 'failed' ? (
        <TextField
          name={names.time}
          label={labels.time}
          hint={t`Kenyan time. We could not load our opening hours: the time you choose is checked when you submit.`}
          type="time"
          value={time}
          onChange={onTime}
          invalid={invalid}
        />
      ) : (
        <SelectField
          name={names.time}
          label={labels.time}
          hint={opening ? openingMessage(opening) : t`Kenyan time.`}
          placeholder={timePlaceholder(hours, date, dateIssue, choices)}
          options={choices}
          optionLabel={saidTime}
          disabled={hours.status === 'loading'}
          value={choices.includes(time) ? time : ''}
          onChange={onTime}
          invalid={invalid}
        />
      )}
    </>
  )
}

function timePlaceholder(hours: HoursState, date: string, dateIssue: string | undefined, choices: string[]): string {
  if (hours.status === 'loading') return t`Loading our opening hours...`
  if (date === '') return t`Choose a date first`
  if (dateIssue || choices.length === 0) return t`No times on this day`
  return t`Choose a time`
}
