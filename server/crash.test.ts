/**
 * Crash safety: the real server process is killed (SIGKILL) at random moments while bookings
 * arrive, restarted on the same data folder, and the client retries with its Idempotency-Key.
 * Every acknowledged booking must be there exactly once, with the service_id first given.
 * CRASH_CYCLES sets the number of kill-and-restart cycles (20 in npm test).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { dayAhead } from './testing/booking-test-helpers.ts'
import { openDatabase } from './db/database.ts'
import { freePort } from './testing/free-port.ts'

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20)
const root = fileURLToPath(new URL('../', import.meta.url))
const children = new Set<ChildProcess>()

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
})

type Server = { child: ChildProcess; base: string; exited: Promise<void> }

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, XDG_CONFIG_HOME: `${dataDir}-config`, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '100000', PAYMENTS_SANDBOX: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.add(child)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    children.delete(child)
    resolve()
  }))
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting: ${stderr}`)
    const healthy = await fetch(`${base}/api/health`).then((response) => response.ok, () => false)
    if (healthy) return { child, base, exited }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not start: ${stderr}`)
}

function bookingBody(index: number) {
  return {
    first_name: `Amina${index}`,
    last_name: 'Otieno',
    practitioner: 'Doctor',
    mode_of_consultation: 'Video call',
    payment_mode: 'payNow',
    appointment_date: dayAhead(7),
    appointment_time: '10:30',
    phone_number: '0712345678',
    consent: { version: '2024-09', accepted: true },
  }
}

type Booking = { key: string; body: ReturnType<typeof bookingBody>; serviceId?: string }

/** Sends one booking; returns its service_id when the server acknowledged it (201). */
async function book(base: string, booking: Booking): Promise<string | undefined> {
  try {
    const response = await fetch(`${base}/api/appointments/book_appointment/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': booking.key },
      body: JSON.stringify(booking.body),
    })
    if (response.status !== 201) return undefined
    const answer = (await response.json()) as { data: { service_id: string } }
    return answer.data.service_id
  } catch {
    return undefined // the server died mid-request: not acknowledged
  }
}

function acknowledge(booking: Booking, serviceId: string | undefined): void {
  if (!serviceId) return
  if (booking.serviceId && booking.serviceId !== serviceId) {
    throw new Error(`Booking ${booking.key} was acknowledged as ${booking.serviceId}, then as ${serviceId}`)
  }
  booking.serviceId = serviceId
}

describe('killing the server during bookings', () => {
  it(`loses no acknowledged booking and duplicates none over ${CYCLES} SIGKILL cycles`, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'afya-crash-'))
    const bookings: Booking[] = []
    try {
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        const server = await startServer(dataDir)
        // Retries of every unacknowledged booking so far, then a stream of new bookings from
        // three clients, until the server is killed at a random moment.
        let alive = true
        const retries = bookings.filter((booking) => !booking.serviceId).map(async (booking) => acknowledge(booking, await book(server.base, booking)))
        const client = async () => {
          while (alive) {
            const booking: Booking = { key: randomUUID(), body: bookingBody(bookings.length) }
            bookings.push(booking)
            acknowledge(booking, await book(server.base, booking))
          }
        }
        const clients = [client(), client(), client()]
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.floor(Math.random() * 600)))
        server.child.kill('SIGKILL')
        alive = false
        await Promise.all([...retries, ...clients])
        await server.exited
      }
      const acknowledgedBeforeRecovery = bookings.filter((booking) => booking.serviceId).map((booking) => ({ ...booking }))

      // Recovery: one more start; the client retries everything with the same keys.
      const server = await startServer(dataDir)
      for (const booking of bookings) acknowledge(booking, await book(server.base, booking))
      server.child.kill('SIGTERM')
      await server.exited

      expect(bookings.every((booking) => booking.serviceId)).toBe(true)
      for (const before of acknowledgedBeforeRecovery) {
        expect(bookings.find((booking) => booking.key === before.key)?.serviceId).toBe(before.serviceId)
      }
      const database = await openDatabase({ kind: 'pglite', dataDir })
      try {
        const rows = await database.db.selectFrom('services').select(['id', 'first_name']).execute()
        expect(rows).toHaveLength(bookings.length)
        expect(new Set(rows.map((row) => row.id))).toEqual(new Set(bookings.map((booking) => booking.serviceId)))
        const keys = await database.db.selectFrom('idempotency_keys').select('key').execute()
        expect(new Set(keys.map((row) => row.key))).toEqual(new Set(bookings.map((booking) => booking.key)))
      } finally {
        await database.close()
      }
      console.log(`crash test: ${CYCLES} SIGKILL cycles, ${bookings.length} bookings, ${acknowledgedBeforeRecovery.length} acknowledged before recovery, all present exactly once`)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
      await rm(`${dataDir}-config`, { recursive: true, force: true })
    }
  }, 600_000)
})
