/**
 * What a visitor may change about a booking, and what a cancellation refunds: one rule, read by the
 * manage page to state it before the visitor confirms and by the server to enforce it (issue 22,
 * decision 073). Pure: the moment is passed in.
 */
import { timeChoices } from './booking-slots.ts'
import type { ConsultationHours } from './consultation-hours.ts'

/** A booking can be moved or cancelled with a full refund until this many hours before it starts. */
export const changeNoticeHours = 24

const hourMs = 3_600_000

/** The moment (milliseconds since 1970) a session starts: a Nairobi date (YYYY-MM-DD) and time (HH:MM), Nairobi being UTC+3. */
export function sessionStart(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  return Date.UTC(year!, month! - 1, day!, hour! - 3, minute!)
}

/** True while the session (its start in milliseconds) is at least `changeNoticeHours` away. */
export function isChangeableAt(start: number, now: Date): boolean {
  return start - now.getTime() >= changeNoticeHours * hourMs
}

/**
 * The refund for a cancelled booking: everything paid when cancelled at least 24 hours before the
 * session (or for a booking without a session time), nothing later.
 */
export function refundOnCancel(paidKes: number, start: number | undefined, now: Date): { amountKes: number; full: boolean } {
  const full = start === undefined || isChangeableAt(start, now)
  return { amountKes: full ? paidKes : 0, full }
}

export type RescheduleIssue = { kind: 'too-late' } | { kind: 'not-offered' } | { kind: 'same-slot' }

/**
 * Why a session cannot move from `from` to a new date and time, if it can't: the old session must
 * be 24 hours away, the new one must be among the times the booking form offers (inside consultation
 * hours, from now on) and also 24 hours away, and it must be another slot.
 */
export function rescheduleIssue(from: number, to: { date: string; time: string }, hours: ConsultationHours, now: Date): RescheduleIssue | undefined {
  if (!isChangeableAt(from, now)) return { kind: 'too-late' }
  if (!timeChoices(hours, to.date, now).includes(to.time)) return { kind: 'not-offered' }
  const target = sessionStart(to.date, to.time)
  if (!isChangeableAt(target, now)) return { kind: 'not-offered' }
  if (target === from) return { kind: 'same-slot' }
  return undefined
}
