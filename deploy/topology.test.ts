/**
 * compose.yaml's topology without Docker (decision 050), on the machine's PostgreSQL
 * (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) and Redis (127.0.0.1:6379):
 * the compiled `migrate.js` migrates a fresh database once, then two compiled servers (`main.js`,
 * as app-1 and app-2) start at the same moment on it with one REDIS_URL and one
 * DATA_ENCRYPTION_KEYS. Both answer /api/health; every migration was applied by the migrate step
 * alone; a booking made through one instance is read through the other; and one browser's write
 * limit is counted across both. (Caddy in front is checked with `caddy validate`, not here.)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationFiles } from '../server/db/migrate.ts'
import { appointmentForm } from '../server/testing/booking-test-helpers.ts'
import { freePort } from '../server/testing/free-port.ts'
import { buildServer, repoRoot } from '../tools/build-server.ts'

const serverUrl = (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test').replace(/\/[^/]*$/, '')
const database = `topology_${randomUUID().replace(/-/g, '').slice(0, 12)}`
const databaseUrl = `${serverUrl}/${database}`
const writesPerMinute = 3
let outDir: string
const children: ChildProcess[] = []
const instances: string[] = []
let startedAt: Date

const environment = {
  PATH: process.env['PATH'] ?? '',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATA_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
  PAYMENTS_SANDBOX: '1',
  RATE_LIMIT_WRITES_PER_MINUTE: String(writesPerMinute),
  RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '100000',
  DATA_DIR: path.join(tmpdir(), 'unused-with-database-url'),
}

function run(program: string, env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [path.join(outDir, program)], { cwd: tmpdir(), env: { ...environment, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

async function listening(instance: { child: ChildProcess; output: () => string }, port: number): Promise<string> {
  const deadline = Date.now() + 90_000
  while (!instance.output().includes('Server listening') && instance.child.exitCode === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  expect(instance.output()).toContain(`Server listening at http://127.0.0.1:${port}`)
  return `http://127.0.0.1:${port}`
}

beforeAll(async () => {
  try {
    await query(`${serverUrl}/postgres`, `create database "${database}"`)
  } catch (error) {
    throw new Error(`This test needs PostgreSQL at ${serverUrl} (TEST_DATABASE_URL) with the right to create databases: ${(error as Error).message}`)
  }
  outDir = mkdtempSync(path.join(repoRoot, '.dist-server-test-'))
  await buildServer(outDir)

  const migrate = run('migrate.js')
  const [code] = await once(migrate.child, 'exit')
  expect(code, migrate.output()).toBe(0)

  startedAt = new Date()
  const ports = [await freePort(), await freePort()]
  const apps = ports.map((port) => run('main.js', { PORT: String(port) }))
  instances.push(...(await Promise.all(apps.map((app, i) => listening(app, ports[i]!)))))
}, 180_000)

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM')
  await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)))
  if (outDir) rmSync(outDir, { recursive: true, force: true })
  await query(`${serverUrl}/postgres`, `drop database if exists "${database}"`)
}, 60_000)

describe('two compiled instances over one PostgreSQL and Redis', () => {
  it('both answer /api/health, and every migration was applied once, by the migrate step', async () => {
    for (const instance of instances) expect((await fetch(`${instance}/api/health`)).status).toBe(200)
    const applied = await query<{ name: string; applied_at: Date }>(databaseUrl, 'select name, applied_at from schema_migrations order by name')
    expect(applied.map((row) => row.name)).toEqual(await migrationFiles())
    for (const row of applied) expect(row.applied_at.getTime()).toBeLessThan(startedAt.getTime())
  })

  it('a booking made through one instance is read through the other', async () => {
    const booked = await fetch(`${instances[0]}/api/appointments/book_appointment/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-token': `topology-${randomUUID()}` },
      body: JSON.stringify(appointmentForm()),
    })
    expect(booked.status).toBe(201)
    const { data } = (await booked.json()) as { data: { service_id: string } }
    const read = await fetch(`${instances[1]}/api/appointments/get_service_data/?service_id=${data.service_id}`)
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ service_type: 'Appointment', practitioner: 'Doctor' })
  })

  it("counts one browser's writes across both instances", async () => {
    const headers = { 'content-type': 'application/json', 'x-client-token': `topology-${randomUUID()}` }
    const statuses: number[] = []
    for (let i = 0; i <= writesPerMinute; i++) {
      const response = await fetch(`${instances[i % 2]}/api/appointments/book_appointment/`, { method: 'POST', headers, body: JSON.stringify(appointmentForm()) })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})
