/**
 * Booking notes go through the crisis net (issue 17 item 6) through app.inject(): notes that show
 * a crisis or call for a check-in mark the operations notice urgent (subject and first line), with
 * none of the person's words in it; ordinary notes do not. The answer to the person is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, testEnv } from '../testing/booking-test-helpers.ts'
import { shortReference, urgentNotesLine } from '../mail/templates.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('urgent booking notes', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ env: { ...testEnv, OPERATIONS_EMAIL: 'ops@afya.example' } })
  }, 30_000)
  afterAll(async () => test.app.close())

  async function operationsNotice(patientNotes: string) {
    const response = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), patient_notes: patientNotes } })
    expect(response.statusCode, response.body).toBe(201)
    const { data } = response.json() as { data: { service_id: string } }
    const mails = await test.database.db.selectFrom('outbox').selectAll().where('kind', '=', 'booking-operations-notice').execute()
    return mails.find((mail) => mail.body.includes(data.service_id) || mail.subject.includes(shortReference(data.service_id)))!
  }

  it('marks the operations notice urgent when the notes show a crisis or distress, without the notes', async () => {
    for (const notes of ['I have pills saved and I will take them all tonight', 'Nimechoka kuishi, sina tumaini tena', 'I feel like a burden to my family']) {
      const notice = await operationsNotice(notes)
      expect(notice.subject).toMatch(/^URGENT: New Appointment booking/)
      expect(notice.body.split('\n')[0]).toBe(urgentNotesLine)
      for (const word of ['pills', 'tumaini', 'burden']) expect(notice.body + notice.subject).not.toContain(word)
    }
  })

  it('leaves the notice as it was for ordinary notes', async () => {
    const notice = await operationsNotice('I get headaches in the afternoon and would like a blood pressure check')
    expect(notice.subject).toMatch(/^New Appointment booking/)
    expect(notice.body).not.toContain('URGENT')
  })
})
