/**
 * The sign-in throttle across two instances over one database (two connection pools on
 * PostgreSQL with TEST_DATABASE_URL; one shared connection on PGlite): failures counted on either
 * instance add up, none is lost when both count at once, and a lock one sets holds on the other.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { instancesOverOneDatabase, type InstancesOverOneDatabase } from '../testing/instances-over-one-database.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { accountPolicy, countFailedSignIn, lockedForMinutes, throttleKeys } from './throttle.ts'

describe.each(testDatabaseKinds)('the sign-in throttle on two instances (%s)', (kind) => {
  let instances: InstancesOverOneDatabase
  beforeEach(async () => {
    instances = await instancesOverOneDatabase(kind)
  }, 60_000)
  afterEach(async () => instances.close())

  it('counts every failure made on both instances at once, and locks on both', async () => {
    const keys = throttleKeys('target@clinic.example', '10.0.0.7')
    const attempts = 8
    await Promise.all(Array.from({ length: attempts }, (_, i) => countFailedSignIn((i % 2 ? instances.first : instances.second).db, keys)))
    const counted = await instances.first.db.selectFrom('staff_sign_in_throttle').select(['key', 'failures']).orderBy('key').execute()
    expect(counted).toEqual([
      { key: 'account:target@clinic.example', failures: attempts },
      { key: 'address:10.0.0.7', failures: attempts },
    ])
    expect(attempts).toBeGreaterThanOrEqual(accountPolicy.maxFailures)
    expect(await lockedForMinutes(instances.first.db, keys)).toBe(accountPolicy.lockMinutes)
    expect(await lockedForMinutes(instances.second.db, keys)).toBe(accountPolicy.lockMinutes)
    expect(await lockedForMinutes(instances.second.db, throttleKeys('someone.else@clinic.example', '10.0.0.8'))).toBe(0)
  })
})
