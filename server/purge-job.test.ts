/**
 * The retention job (purge-job.ts) with a fake clock: an upload no booking refers to is deleted
 * once it is a day old, a younger one and one a booking refers to stay; the periodic job does it
 * by itself and stops cleanly; a booking that names a purged upload is told to upload it again.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartFile, testEnv, wellnessForm } from './testing/booking-test-helpers.ts'
import { tinyJpeg } from './testing/upload-fixtures.ts'
import { purgeOnce, startPurgeJob } from './purge-job.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'
import { testDatabaseKinds } from './testing/test-database.ts'

const hour = 60 * 60 * 1000

describe.each(testDatabaseKinds)('the purge job on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: { ...testEnv, PAYMENTS_SANDBOX: '1' } })
  }, 30_000)
  afterAll(async () => test.app.close())

  async function upload(): Promise<string> {
    const response = await test.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(tinyJpeg()) })
    expect(response.statusCode).toBe(201)
    return (response.json() as { id: string }).id
  }

  const bookWith = (attachment: string) =>
    test.app.inject({ method: 'POST', url: '/api/wellness/create/', payload: { ...wellnessForm(), payment_mode: 'Insurance', cashPaymentOption: null, attachment } })

  const remaining = async (ids: string[]) => (await test.database.db.selectFrom('uploads').select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort()

  it('deletes uploads never attached to a booking once they are a day old, and keeps the others', async () => {
    const [orphan, attached, younger] = [await upload(), await upload(), await upload()]
    expect((await bookWith(attached)).statusCode).toBe(201)
    await sql`update uploads set created_at = created_at + interval '2 hours' where id = ${younger}`.execute(test.database.db)
    const options = { db: test.database.db, log: test.app.log, unknownNotifications: test.app.config.unknownNotifications }

    expect((await purgeOnce({ ...options, now: () => new Date(Date.now() + 23 * hour) })).orphanUploads).toBe(0)
    expect(await remaining([orphan, attached, younger])).toEqual([orphan, attached, younger].sort())

    expect((await purgeOnce({ ...options, now: () => new Date(Date.now() + 25 * hour) })).orphanUploads).toBe(1)
    expect(await remaining([orphan, attached, younger])).toEqual([attached, younger].sort())

    const refused = await bookWith(orphan)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([{ path: '/attachment', message: 'Insurance card upload was not found; upload the photo of the card again.' }])
  })

  it('runs by itself every interval until stopped', async () => {
    const orphan = await upload()
    const job = startPurgeJob({ db: test.database.db, log: test.app.log, unknownNotifications: test.app.config.unknownNotifications, now: () => new Date(Date.now() + 30 * hour), intervalMs: 5, firstRunAfterMs: 0 })
    for (let i = 0; i < 200 && (await remaining([orphan])).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    await job.stop()
    expect(await remaining([orphan])).toEqual([])
    const later = await upload()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await remaining([later])).toEqual([later])
  })
})
