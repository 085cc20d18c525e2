/**
 * Retention (issue 23 part 4; decision 078): the table in tests-catalog/retention.json is valid,
 * names every table of the database (a new table without a row, or without saying it holds no
 * personal data, fails here), and each row with a time limit is enforced. The job's effect with a
 * clock moved a year on: an old booking keeps no name, contact, note or location and its payment
 * keeps amount and status but not what the provider said; its notes, manage access and the test it
 * came from are gone; a new booking is untouched; old mail, sessions and survey answers go. Two
 * instances running it at the same moment over one database (PostgreSQL when TEST_DATABASE_URL is
 * set) do it once, without an error.
 */
import { sql } from 'kysely'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import schema from '#schemas/retention.schema.json' with { type: 'json' }
import retentionJson from '#catalog/retention.json' with { type: 'json' }
import { instancesOverOneDatabase, type InstancesOverOneDatabase } from '../testing/instances-over-one-database.ts'
import { insertService } from '../testing/payment-fixtures.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { enforceRetention, enforcedRowIds } from './enforce-retention.ts'
import { retentionTable } from './retention-table.ts'

const day = 24 * 60 * 60 * 1000

describe('the retention table', () => {
  it('is valid against its schema', () => {
    const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema)
    expect(validate(retentionJson), JSON.stringify(validate.errors)).toBe(true)
  })

  it('has a time limit for each row the job enforces, and none for those kept until withdrawn', () => {
    const limited = retentionTable.rows.filter((row) => row.action !== 'until-withdrawn')
    expect(limited.every((row) => row.keepDays !== null)).toBe(true)
    expect(retentionTable.rows.filter((row) => row.action === 'until-withdrawn').every((row) => row.keepDays === null)).toBe(true)
    expect([...enforcedRowIds].sort()).toEqual(limited.map((row) => row.id).sort())
  })
})

describe.each(testDatabaseKinds)('retention on %s', (kind) => {
  let instances: InstancesOverOneDatabase
  beforeEach(async () => {
    instances = await instancesOverOneDatabase(kind)
  }, 60_000)
  afterEach(async () => instances.close())

  it('covers every table of the database: a row, or named as holding no personal data', async () => {
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(instances.first.db)
    const named = new Set([...retentionTable.rows.flatMap((row) => row.tables), ...Object.keys(retentionTable.notPersonal)])
    const inDatabase = tables.rows.map((row) => row.table_name).sort()
    expect(inDatabase.filter((table) => !named.has(table))).toEqual([])
    expect([...named].filter((table) => !inDatabase.includes(table))).toEqual([])
  })

  it('anonymises an old booking and its payment, deletes what hangs off it, leaves a new one alone', async () => {
    const db = instances.first.db
    const old = await insertService(db, { first_name: 'Achieng' })
    const fresh = await insertService(db, { first_name: 'Baraka' })
    const yearAgo = new Date(Date.now() - 400 * day)
    await db.updateTable('services').set({ patient_notes: 'back pain', location: 'Kisumu' }).where('id', '=', old).execute()
    await sql`update services set created_at = ${yearAgo} where id = ${old}`.execute(db)
    for (const id of [old, fresh]) {
      const order = await db.insertInto('payment_orders').values({ service_id: id, provider: 'pesapal', amount_kes: 4000, currency: 'KES', redirect_url: 'https://pay.example/x', updated_at: new Date() }).returning('id').executeTakeFirstOrThrow()
      const attempt = await db.insertInto('payment_attempts').values({ order_id: order.id, attempt: 1, provider: 'pesapal', redirect_url: 'https://pay.example/x', updated_at: new Date() }).returning('merchant_reference').executeTakeFirstOrThrow()
      await db.insertInto('payment_events').values({ merchant_reference: attempt.merchant_reference, kind: 'paid', detail: JSON.stringify({ payer: '0712345678' }) }).execute()
      await db.insertInto('booking_notes').values({ service_id: id, note: 'a note', risk_flagged: false }).execute()
      await db.insertInto('screening_completions').values({ service_id: id, route_slug: 'depression' }).execute()
    }

    const report = await enforceRetention(db, new Date())
    expect(report.bookings).toBe(1)

    const rows = await db.selectFrom('services').selectAll().where('id', 'in', [old, fresh]).execute()
    const gone = rows.find((row) => row.id === old)!
    expect([gone.first_name, gone.last_name, gone.phone_number, gone.email, gone.patient_notes, gone.location]).toEqual(['', '', '', null, null, null])
    expect(gone.anonymised_at).not.toBeNull()
    expect([gone.amount_kes, gone.service_type]).toEqual([4000, 'Appointment'])
    expect(rows.find((row) => row.id === fresh)!.first_name).toBe('Baraka')

    const orders = await db.selectFrom('payment_orders').select(['service_id', 'amount_kes', 'redirect_url']).execute()
    expect(orders.find((order) => order.service_id === old)).toEqual({ service_id: old, amount_kes: 4000, redirect_url: null })
    expect(orders.find((order) => order.service_id === fresh)!.redirect_url).toBe('https://pay.example/x')
    const details = (await db.selectFrom('payment_events').select('detail').execute()).map((event) => JSON.stringify(event.detail))
    expect(details.filter((detail) => detail.includes('0712345678'))).toHaveLength(1)
    for (const table of ['booking_notes', 'screening_completions'] as const) {
      expect((await db.selectFrom(table).select('service_id').execute()).map((row) => row.service_id)).toEqual([fresh])
    }
    // A second pass finds nothing more to do.
    expect((await enforceRetention(db, new Date())).bookings).toBe(0)
  })

  it('deletes sent mail, survey answers and audit entries past their time, keeps younger ones, and the audit log refuses any other delete', async () => {
    const db = instances.first.db
    const now = new Date()
    const at = (days: number) => new Date(now.getTime() - days * day)
    await db.insertInto('outbox').values([
      { kind: 'test', recipient: 'old@example.com', subject: 's', body: 'b', sent_at: at(31) },
      { kind: 'test', recipient: 'new@example.com', subject: 's', body: 'b', sent_at: at(2) },
    ] as never).execute()
    await db.insertInto('survey_responses').values([{ answers: '{}', written_answers: null, created_at: at(366) }, { answers: '{}', written_answers: null, created_at: at(10) }] as never).execute()
    await sql`insert into staff_audit_log (at, staff_email, action, outcome) values (${at(731)}, 'a@example.com', 'test', 'success'), (${at(5)}, 'b@example.com', 'test', 'success')`.execute(db)
    const report = await enforceRetention(db, now)
    expect([report.mail, report.survey, report['audit-log']]).toEqual([1, 1, 1])
    // Outside the job the audit log still refuses a delete.
    await expect(sql`delete from staff_audit_log`.execute(db)).rejects.toThrow(/append-only/)
    expect((await db.selectFrom('outbox').select('recipient').execute()).map((row) => row.recipient)).toEqual(['new@example.com'])
    expect(await db.selectFrom('survey_responses').select('id').execute()).toHaveLength(1)
  })

  it('two instances at the same moment anonymise each booking once, without an error', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => insertService(instances.first.db)))
    await sql`update services set created_at = ${new Date(Date.now() - 400 * day)} where id = any(${ids}::uuid[])`.execute(instances.first.db)
    const reports = await Promise.all([enforceRetention(instances.first.db, new Date(), { batch: 2 }), enforceRetention(instances.second.db, new Date(), { batch: 2 })])
    expect(reports[0]!.bookings! + reports[1]!.bookings!).toBe(6)
    const left = await instances.second.db.selectFrom('services').select('anonymised_at').where('id', 'in', ids).execute()
    expect(left.every((row) => row.anonymised_at !== null)).toBe(true)
  })
})
