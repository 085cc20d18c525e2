import { describe, expect, it } from 'vitest'
import { parseConsultationHours } from './consultation-hours.ts'
import { refundOnCancel, rescheduleIssue, sessionStart } from './booking-changes.ts'

const hours = (() => {
  const parsed = parseConsultationHours('Mon-Fri 08:00-18:00;Sat 09:00-13:00')
  if (!('value' in parsed)) throw new Error(parsed.problem)
  return parsed.value
})()
// Monday 2026-03-02, 10:00 in Nairobi.
const now = new Date('2026-03-02T07:00:00Z')

describe('booking changes', () => {
  it('reads a session time as Nairobi time (UTC+3)', () => {
    expect(new Date(sessionStart('2026-03-03', '08:00')).toISOString()).toBe('2026-03-03T05:00:00.000Z')
  })

  it('refunds everything when cancelled 24 hours or more before the session, nothing later', () => {
    expect(refundOnCancel(2500, sessionStart('2026-03-03', '10:00'), now)).toEqual({ amountKes: 2500, full: true })
    expect(refundOnCancel(2500, sessionStart('2026-03-03', '09:30'), now)).toEqual({ amountKes: 0, full: false })
    expect(refundOnCancel(2500, undefined, now)).toEqual({ amountKes: 2500, full: true })
  })

  it('moves a session only when it is 24 hours away, to an offered slot also 24 hours away', () => {
    const from = sessionStart('2026-03-05', '10:00')
    expect(rescheduleIssue(from, { date: '2026-03-06', time: '11:00' }, hours, now)).toBeUndefined()
    expect(rescheduleIssue(sessionStart('2026-03-03', '09:00'), { date: '2026-03-06', time: '11:00' }, hours, now)).toEqual({ kind: 'too-late' })
    expect(rescheduleIssue(from, { date: '2026-03-08', time: '11:00' }, hours, now)).toEqual({ kind: 'not-offered' })
    expect(rescheduleIssue(from, { date: '2026-03-06', time: '19:00' }, hours, now)).toEqual({ kind: 'not-offered' })
    expect(rescheduleIssue(from, { date: '2026-03-06', time: '11:15' }, hours, now)).toEqual({ kind: 'not-offered' })
    expect(rescheduleIssue(from, { date: '2026-03-02', time: '15:00' }, hours, now)).toEqual({ kind: 'not-offered' })
    expect(rescheduleIssue(from, { date: '2026-03-05', time: '10:00' }, hours, now)).toEqual({ kind: 'same-slot' })
  })
})
