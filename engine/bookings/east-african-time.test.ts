import { describe, expect, it } from 'vitest'
import { eastAfricanTime, swahiliClock } from './east-african-time.ts'

describe('a time said the East African way', () => {
  it('counts the hours from 06:00 and 18:00, names the part of the day and keeps the 24-hour clock', () => {
    expect(swahiliClock(8, 0)).toBe('saa 2:00 asubuhi (08:00)')
    expect(swahiliClock(6, 15)).toBe('saa 12:15 asubuhi (06:15)')
    expect(swahiliClock(14, 30)).toBe('saa 8:30 mchana (14:30)')
    expect(swahiliClock(17, 45)).toBe('saa 11:45 jioni (17:45)')
    expect(swahiliClock(20, 0)).toBe('saa 2:00 usiku (20:00)')
    expect(swahiliClock(0, 30)).toBe('saa 6:30 usiku (00:30)')
    expect(eastAfricanTime(12, 5)).toBe('6:05 mchana (12:05)')
  })

  it('never gives the same words to two times of one day', () => {
    const said = new Set<string>()
    for (let hours = 0; hours < 24; hours++) for (let minutes = 0; minutes < 60; minutes += 5) said.add(eastAfricanTime(hours, minutes).replace(/ \(.*\)$/, ''))
    expect(said.size).toBe(24 * 12)
  })
})
