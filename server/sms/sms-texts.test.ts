/**
 * What an SMS says: what was booked as a kind, the day and time in Nairobi, how the session
 * happens, the reference and how to change it; in the booking's language; short, in plain GSM-7
 * characters; and never a test, a band, a note, the practitioner's field or a package's name.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { smsText, type SessionMode, type SmsBooking } from './sms-texts.ts'
import type { SmsKind } from './sms-outbox.ts'

const contacts = { phone: '+254 700 000 000', address: '5th Avenue Suites, Upperhill, Nairobi' }
const booking: SmsBooking = { serviceId: '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60', service: 'consultation', date: '2026-05-05', time: '14:30', mode: 'video-call', locale: 'en' }
const kinds: SmsKind[] = ['booking-confirmation', 'reminder-24h', 'reminder-1h']
const modes: SessionMode[] = ['video-call', 'voice-call', 'at-clinic', 'at-home', 'at-office']

/** Every text an SMS can be: each kind, kind of booking, way the session happens and language, with and without a manage link. */
function everyText(): string[] {
  return kinds.flatMap((kind) =>
    (['consultation', 'wellness-check-up'] as const).flatMap((service) =>
      modes.flatMap((mode) =>
        (['en', 'sw'] as const).flatMap((locale) =>
          [undefined, 'https://afyahub.example/my-booking'].map((manageLink) => smsText(kind, { ...booking, service, mode, locale }, { ...contacts, manageLink })),
        ),
      ),
    ),
  )
}

/** Test titles and band texts of every catalogue test, in English and in the translations. */
function clinicalWords(): string[] {
  const dir = new URL('../../tests-catalog/tests/', import.meta.url)
  const words = new Set<string>()
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (/(^|\/)(formalTitle|informalTitle|grade)$/.test(key)) words.add(value)
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key))
    else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) walk(inner, name)
  }
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(new URL(file, dir), 'utf8')))
  return [...words]
}

describe('SMS texts', () => {
  it('confirm a consultation with its kind, day and time in Nairobi, how it happens, the reference and how to change it', () => {
    expect(smsText('booking-confirmation', booking, contacts)).toBe(
      'Afya Hub: your consultation is booked for Tue 5 May at 14:30 Nairobi time. Ref 3F2C1E9A. It is a video call: we will send you the link before it starts. To change it, call +254 700 000 000.',
    )
    expect(smsText('booking-confirmation', { ...booking, mode: 'voice-call' }, { ...contacts, manageLink: 'https://afyahub.example/my-booking' })).toBe(
      'Afya Hub: your consultation is booked for Tue 5 May at 14:30 Nairobi time. Ref 3F2C1E9A. It is a voice call: we will call you from +254 700 000 000. To change it: https://afyahub.example/my-booking',
    )
  })

  it('remind a day and an hour before, and say where a check-up happens', () => {
    expect(smsText('reminder-24h', { ...booking, service: 'wellness-check-up', mode: 'at-clinic' }, contacts)).toBe(
      'Afya Hub reminder: your wellness check-up is on Tue 5 May at 14:30 Nairobi time. Ref 3F2C1E9A. Come to our clinic: 5th Avenue Suites, Upperhill, Nairobi. To change it, call +254 700 000 000.',
    )
    expect(smsText('reminder-1h', { ...booking, service: 'wellness-check-up', mode: 'at-home' }, contacts)).toBe(
      'Afya Hub reminder: your wellness check-up starts at 14:30 Nairobi time. Ref 3F2C1E9A. Our team will come to your home.',
    )
  })

  it('are written in Kiswahili for a booking made in Kiswahili, the day in Kiswahili too', () => {
    const text = smsText('booking-confirmation', { ...booking, locale: 'sw' }, contacts)
    expect(text).not.toBe(smsText('booking-confirmation', booking, contacts))
    expect(text).toContain('Jumanne 5 Mei saa 8:30 mchana (14:30) (saa za Nairobi)')
    expect(text).toContain('3F2C1E9A')
    expect(text).not.toMatch(/\b(your|booked|call|reminder|change)\b/i)
  })

  it('say a Kiswahili time the East African way beside the 24-hour clock', () => {
    const at = (time: string) => smsText('reminder-1h', { ...booking, time, locale: 'sw' }, contacts)
    expect(at('08:00')).toContain('saa 2:00 asubuhi (08:00)')
    expect(at('12:30')).toContain('saa 6:30 mchana (12:30)')
    expect(at('17:45')).toContain('saa 11:45 jioni (17:45)')
    expect(smsText('reminder-1h', { ...booking, time: '08:00' }, contacts)).toContain('starts at 08:00 Nairobi time')
  })

  it('never name a test or a band, in any language, whatever the booking', () => {
    const words = clinicalWords()
    expect(words.length).toBeGreaterThan(100)
    for (const text of everyText()) for (const word of words) expect(text.toLowerCase(), `${word} in: ${text}`).not.toContain(word.toLowerCase())
  })

  it('use plain GSM-7 characters and fit in two SMS (306 characters)', () => {
    const gsm7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/
    for (const text of everyText()) {
      expect(text, text).toMatch(gsm7)
      expect(text.length, text).toBeLessThanOrEqual(306)
    }
  })
})
