/**
 * The booking forms' sentences about dates, times and phone numbers in the page's language
 * (issue 20). The rules are the engine's (engine/bookings/: the server applies the same ones); the
 * engine gives the reason as data (DateIssue) and these functions word it. The English words are
 * the engine's English sentences (slot-messages.test.ts keeps them equal). Weekday names and lists
 * of days come from Intl in the page's language ('Jumatano'; 'Jumatatu, Jumanne au Jumamosi').
 */
import { msg, t } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import type { DateIssue, OpenDay, SlotLabels, Weekday } from '#engine/booking.ts'
import { formatClock } from '../../shared/format-date-time.ts'
import { activeLocale, intlLocale } from '../../shared/i18n.ts'

/** The days of one week in UTC, Monday 2 March 2026 first: each weekday's name comes from formatting its date. */
const weekdayDates: Readonly<Record<Weekday, Date>> = {
  Mon: new Date(Date.UTC(2026, 2, 2)),
  Tue: new Date(Date.UTC(2026, 2, 3)),
  Wed: new Date(Date.UTC(2026, 2, 4)),
  Thu: new Date(Date.UTC(2026, 2, 5)),
  Fri: new Date(Date.UTC(2026, 2, 6)),
  Sat: new Date(Date.UTC(2026, 2, 7)),
  Sun: new Date(Date.UTC(2026, 2, 8)),
}

/** 'Wednesday' / 'Jumatano'. */
export function weekdayName(day: Weekday): string {
  return new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(weekdayDates[day])
}

/** 'Monday, Tuesday or Saturday' / 'Jumatatu, Jumanne au Jumamosi'. */
export function weekdaysList(days: readonly Weekday[]): string {
  return new Intl.ListFormat(intlLocale(), { type: 'disjunction' }).format(days.map(weekdayName))
}

/** Why a date cannot be booked, naming the field by its label. */
export function dateIssueMessage(labels: SlotLabels, issue: DateIssue): string {
  const label = labels.date
  switch (issue.kind) {
    case 'not-a-date':
      return t`${label} is not a real date; choose one from the calendar.`
    case 'past':
      return t`${label} is in the past; choose today or a later date.`
    case 'too-far': {
      const { limit, last } = issue
      return t`${label} is more than ${limit} days ahead; choose a date up to ${last}.`
    }
    case 'closed': {
      const day = weekdayName(issue.day)
      const openDays = weekdaysList(issue.openDays)
      return t`${label} is a ${day}, when we are closed; choose ${openDays}.`
    }
    case 'no-times-left':
      return t`${label} has no times left today; choose another day.`
  }
}

/** A chosen time that is not in the day's list (the hours changed, or the time passed). */
export function timeNotOfferedMessage(labels: SlotLabels): string {
  const label = labels.time
  return t`${label} is not one of the times we offer on that day; choose one from the list.`
}

/**
 * A time of the day as the page's language says it: '14:30' in English (the site's 24-hour list), and
 * 'saa 8:30 mchana (14:30)' in Kiswahili, where a bare '8:30' reads as East African time (decision 064).
 */
export function saidTime(time: string): string {
  return activeLocale() === 'sw' ? formatClock(time) : time
}

/** The time list's hint: 'Open 08:00 to 18:00 on Wednesdays, Kenyan time.' */
export function openingMessage(opening: OpenDay): string {
  const open = saidTime(opening.open)
  const close = saidTime(opening.close)
  const day = weekdayName(opening.day)
  return t({ message: `Open ${open} to ${close} on ${day}s, Kenyan time.`, comment: 'Booking form: the hours of the chosen day; {day} is a weekday name' })
}

/** The engine's phoneNumberProblem as a message. */
export const phoneNumberMessage = msg`Phone number must be a Kenyan mobile number such as 0712 345 678, 0112 345 678 or +254 712 345 678.`

/** A typed number that is not a Kenyan mobile number, in the page's language. */
export function phoneNumberProblemMessage(): string {
  return i18n._(phoneNumberMessage)
}
