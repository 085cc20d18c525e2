/**
 * Each reminder is sent once with two server instances on one database (two connection pools on
 * PostgreSQL with TEST_DATABASE_URL; PGlite shares one): both run the reminder job and the SMS
 * worker at the same time, through Africa's Talking (a fake on 127.0.0.1), and the fake receives
 * exactly one SMS per reminder. Turns made at the same moment on both, without the job's lease,
 * still write one row per reminder: the unique key in sms_outbox is the claim.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../testing/fake-africas-talking.ts'
import { instancesOverOneDatabase, type InstancesOverOneDatabase } from '../testing/instances-over-one-database.ts'
import { insertSmsBooking } from '../testing/sms-fixtures.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { africasTalkingTransport } from './africas-talking.ts'
import { queueDueReminders } from './reminders.ts'
import { startSmsJobs } from './sms-jobs.ts'

const quietLog = { info() {}, warn() {}, error() {} }
const hour = 60 * 60_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const config = { sms: { africasTalking: undefined, deliveryReportKey: undefined, keepDays: 30 }, siteContacts: { phone: undefined, whatsApp: undefined, email: undefined, social: {} }, publicBaseUrl: undefined }

let fake: FakeAfricasTalking
beforeAll(async () => {
  fake = await startFakeAfricasTalking()
})
afterAll(async () => fake.close())

describe.each(testDatabaseKinds)('SMS reminders on two instances over one database (%s)', (kind) => {
  let instances: InstancesOverOneDatabase
  beforeEach(async () => {
    instances = await instancesOverOneDatabase(kind)
    fake.messages.length = 0
  }, 60_000)
  afterEach(async () => instances.close())

  /** Five sessions in 23.5 hours (their 24-hour reminder is due) and five in 30 minutes (their 1-hour one), each with its own number. */
  async function tenDueReminders(): Promise<string[]> {
    const numbers: string[] = []
    for (let i = 0; i < 10; i++) {
      const phone = `+2547110000${String(i).padStart(2, '0')}`
      numbers.push(phone)
      await insertSmsBooking(instances.first.db, { start: new Date(Date.now() + (i < 5 ? 23.5 : 0.5) * hour), phone })
    }
    return numbers
  }

  it('sends one SMS per reminder while both instances run the reminder job and the worker', async () => {
    const numbers = await tenDueReminders()
    const transport = africasTalkingTransport({ baseUrl: fake.baseUrl, username: 'sandbox', apiKey: fake.apiKey })
    const jobs = (['first', 'second'] as const).map((instance) =>
      startSmsJobs({ db: instances[instance].db, config, log: quietLog, transport, instance, firstRunAfterMs: 0, reminderIntervalMs: 150, workerIntervalMs: 20 }),
    )
    await sleep(2_000)
    await Promise.all(jobs.map((job) => job.stop()))
    expect(fake.messages.map((sms) => sms.to).sort()).toEqual(numbers)
    const rows = await instances.second.db.selectFrom('sms_outbox').select(['kind', 'sent_at', 'provider_message_id']).execute()
    expect(rows.filter((row) => row.kind === 'reminder-24h')).toHaveLength(5)
    expect(rows.filter((row) => row.kind === 'reminder-1h')).toHaveLength(5)
    expect(rows.every((row) => row.sent_at !== null && row.provider_message_id !== null)).toBe(true)
  })

  it('writes one row per reminder when turns run at the same moment on both instances, without the lease', async () => {
    await tenDueReminders()
    const now = new Date()
    const written = await Promise.all(Array.from({ length: 8 }, (_, i) => queueDueReminders((i % 2 ? instances.first : instances.second).db, config, now)))
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(10)
    expect(await instances.first.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(10)
  })
})
