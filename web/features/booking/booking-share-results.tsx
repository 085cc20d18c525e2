/**
 * "Share a result from this visit with your practitioner" in the appointment form (issue 22 part 6;
 * decision 102). Offered only when tests were completed in this visit (web/shared/visit-results.ts:
 * the page's memory, never browser storage or an address) and the app provides the choice (the
 * result feature's, with the result page's own preview and consent sentence). Unticked, nothing of
 * a result is sent; ticked, the answers go with their consent, the server scores them again and
 * stores the result encrypted with the new booking only, withdrawable on the manage page.
 */
import { useContext, useState } from 'react'
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import { ShareChoicesContext, visitResults } from '../../shared/visit-results.ts'
import { consentGiven } from './booking-consent.ts'
import { fieldInputId } from './booking-form-rules.ts'
import { problemOf, type FieldProblems } from './use-booking-form.ts'

const name = 'shared_results'

/** The tests chosen, as the form keeps them: their codes separated by spaces ('' for none). */
const chosenCodes = (value: string) => value.split(' ').filter(Boolean)

/** A booking takes at most this many shared results (the schema's maxItems): the latest are offered. */
const sharesPerBooking = 10
const offeredResults = () => visitResults().slice(-sharesPerBooking)

/** The body's shared_results: each chosen result of this visit with its consent; nothing when none is ticked. */
export function sharedResultsBody(value: string): Pick<AppointmentBooking, 'shared_results'> {
  const chosen = chosenCodes(value)
  const shared = offeredResults().filter((visit) => chosen.includes(visit.definition.testCode))
  if (shared.length === 0) return {}
  const items = shared.map((visit) => ({
    result: { testCode: visit.definition.testCode, language: visit.language, answers: [...visit.answers] },
    consent: consentGiven(),
  }))
  // At most sharesPerBooking, as offered: the generated type spells the limit as tuples of each length.
  return { shared_results: items as AppointmentBooking['shared_results'] }
}

export function BookingShareResults({ value, onChange, invalid }: { value: string; onChange(value: string): void; invalid: FieldProblems }) {
  const Choices = useContext(ShareChoicesContext)
  // The results of this visit as the form opened: no test is completed while the form shows.
  const [results] = useState(offeredResults)
  if (!Choices || results.length === 0) return null
  const chosen = chosenCodes(value)
  const toggle = (code: string, on: boolean) => onChange([...chosen.filter((known) => known !== code), ...(on ? [code] : [])].join(' '))
  return <Choices results={results} chosen={chosen} onToggle={toggle} id={fieldInputId(name)} problem={problemOf(invalid, name)?.message} />
}
