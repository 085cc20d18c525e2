/**
 * When a booking's id stops opening its record (record-access.ts): at midnight in Nairobi ending
 * the day after the session; without a session date, 30 days after payment, or after booking.
 */
import { describe, expect, it } from 'vitest'
import { accessEndsAt, isAccessExpired } from './record-access.ts'

const createdAt = new Date('2026-11-01T08:00:00Z')

describe('access to a booking record', () => {
  it('ends at midnight (Nairobi, UTC+3) ending the day after the session', () => {
    const dates = { sessionDate: '2026-11-25', paidAt: null, createdAt }
    expect(accessEndsAt(dates).toISOString()).toBe('2026-11-26T21:00:00.000Z')
    expect(isAccessExpired(dates, new Date('2026-11-26T20:59:59Z'))).toBe(false)
    expect(isAccessExpired(dates, new Date('2026-11-26T21:00:00Z'))).toBe(true)
  })

  it('without a session date, ends 30 days after payment, or after booking when unpaid', () => {
    expect(accessEndsAt({ sessionDate: null, paidAt: null, createdAt }).toISOString()).toBe('2026-12-01T08:00:00.000Z')
    expect(accessEndsAt({ sessionDate: null, paidAt: new Date('2026-11-20T10:00:00Z'), createdAt }).toISOString()).toBe('2026-12-20T10:00:00.000Z')
  })
})
