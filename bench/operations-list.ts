/**
 * The operations list under a clinic's load (issue 22 part 3; decision 080): the real app over an
 * embedded PGlite with personal data encrypted, 10,000 bookings seeded over 60 Nairobi days (about
 * 170 a day, names encrypted as the booking route stores them, a third of them paid, some
 * confirmed with a practitioner, some cancelled), and an operations session. Then GET
 * /api/staff/bookings as the console asks it: a day's first and second page, filtered by state and
 * by kind, and a reference search over every day, each answered and audited like a real request.
 * The figure is the server time of each request (app.inject: routing, the guard's session check,
 * the queries, decryption of the page's names, the audit row, serialisation), p50 and p95.
 * Run with `npm run bench -- --only=operations` or on its own: `node --import tsx bench/operations-list.ts`.
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { addDays, todayInNairobi } from '#engine/index.ts'
import { shortReference } from '../server/mail/booking-lines.ts'
import { createAccount } from '../server/staff/accounts.ts'
import { sessionCookieName, startSession } from '../server/staff/sessions.ts'
import { createTestApp } from '../server/testing/test-app.ts'
import { round } from './stats.ts'

export type OperationsListFigure = { bookings: number; requests: number; p50Ms: number; p95Ms: number; maxMs: number }

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!

export async function measureOperationsList({ bookings = 10_000, requests = 300, days = 60 } = {}): Promise<OperationsListFigure> {
  const { app } = await createTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '10000000', RATE_LIMIT_RECORD_READS_PER_MINUTE: '10000000' } })
  try {
    await app.ready()
    const db = app.db
    const first = addDays(todayInNairobi(new Date()), 1)
    const practitioner = await createAccount(db, 'dr.bench@clinic.example', 'practitioner', null)
    const operations = await createAccount(db, 'ops.bench@clinic.example', 'operations', null)
    const ids: string[] = []
    const batch = 500
    for (let start = 0; start < bookings; start += batch) {
      const rows = Array.from({ length: Math.min(batch, bookings - start) }, (_, offset) => {
        const n = start + offset
        const day = addDays(first, n % days)
        const slot = Math.floor(n / days) % 20
        const time = `${String(8 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`
        const wellness = n % 5 === 0
        return {
          service_type: wellness ? ('Wellness' as const) : ('Appointment' as const),
          first_name: `Name${n}`,
          last_name: 'Kamau',
          phone_number: '0712345678',
          email: `visitor${n}@example.com`,
          practitioner: wellness ? null : 'Doctor',
          mode_of_consultation: wellness ? null : 'Video call',
          payment_mode: 'payNow',
          appointment_date: wellness ? null : day,
          appointment_time: wellness ? null : time,
          wellness_date: wellness ? day : null,
          wellness_time: wellness ? time : null,
          amount_kes: 4000,
          consent_version: 'bench',
          consent_given_at: new Date(),
          is_paid: n % 3 === 0,
          paid_at: n % 3 === 0 ? new Date() : null,
          cancelled_at: n % 17 === 0 ? new Date() : null,
        }
      })
      const inserted = await db.insertInto('services').values(rows).returning('id').execute()
      ids.push(...inserted.map((row) => row.id))
    }
    // A live booking per slot of the practitioner on the first days, as a confirming clinic has.
    await sql`update services set practitioner_id = ${practitioner.accountId}, confirmed_at = now()
      where id in (select distinct on (session_day, session_time) id from services
                   where service_type = 'Appointment' and is_paid and cancelled_at is null order by session_day, session_time, id)`.execute(db)
    await sql`analyze services`.execute(db)
    const session = await startSession(db, operations.accountId)
    const cookie = `${sessionCookieName}=${session.id}`
    const queries = [
      `day=${addDays(first, 3)}`,
      `day=${addDays(first, 3)}&page=2`,
      `day=${addDays(first, 10)}&status=paid`,
      `day=${addDays(first, 20)}&type=Wellness`,
      `day=${addDays(first, 30)}&status=confirmed`,
      `reference=${shortReference(ids[Math.floor(ids.length * 0.43)]!).slice(0, 6)}`,
    ]
    const times: number[] = []
    for (let warm = 0; warm < 20; warm++) await app.inject({ method: 'GET', url: `/api/staff/bookings?${queries[warm % queries.length]}`, headers: { cookie } })
    for (let n = 0; n < requests; n++) {
      const started = performance.now()
      const answer = await app.inject({ method: 'GET', url: `/api/staff/bookings?${queries[n % queries.length]}`, headers: { cookie } })
      times.push(performance.now() - started)
      if (answer.statusCode !== 200) throw new Error(`The list answered ${answer.statusCode}: ${answer.body}`)
    }
    const sorted = [...times].sort((a, b) => a - b)
    return { bookings, requests, p50Ms: round(percentile(sorted, 0.5), 1), p95Ms: round(percentile(sorted, 0.95), 1), maxMs: round(sorted.at(-1)!, 1) }
  } finally {
    await app.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figure = await measureOperationsList()
  console.log(JSON.stringify(figure))
}
