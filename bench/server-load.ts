/**
 * The server under load: autocannon against the real server (`server/main.ts`, embedded PGlite,
 * the built web app), the server pinned to CPU 0 and this process (the load generator) to CPU 1,
 * so they do not compete. Each call runs for a warm-up and then a measured period with 10
 * connections; the figures are requests per second, p50 and p99 latency and failed requests
 * (errors, timeouts and non-2xx answers).
 */
import { execFileSync } from 'node:child_process'
import autocannon from 'autocannon'
import { appointmentForm } from '../server/testing/booking-test-helpers.ts'
import { startServer, type RunningServer } from '../e2e/support/server.ts'

export type LoadFigure = { call: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; failed: number }

type Call = { call: string; method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }

const json = { 'content-type': 'application/json' }
const browserEncoding = { 'accept-encoding': 'br, gzip' }

/** Pins a process to the given CPUs; quietly does nothing where taskset is missing. */
function pin(pid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-cp', cpus, String(pid)], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

async function run(baseUrl: string, call: Call, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${baseUrl}${call.path}`,
    method: call.method,
    headers: { ...browserEncoding, ...call.headers },
    body: call.body,
    connections: 10,
    duration: seconds,
  })
}

async function bookOne(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/appointments/book_appointment/`, { method: 'POST', headers: json, body: JSON.stringify(appointmentForm()) })
  const answer = (await response.json()) as { data?: { service_id?: string } }
  if (!response.ok || !answer.data?.service_id) throw new Error(`The booking for the load test failed: ${response.status}`)
  return answer.data.service_id
}

export async function measureServer({ seconds = 10, warmUpSeconds = 3 } = {}): Promise<{ pinned: boolean; figures: LoadFigure[] }> {
  // Every request of the load comes from one address and one client: its limits are raised out of reach.
  const unlimited = '10000000'
  const server: RunningServer = await startServer({
    cpus: '0',
    env: { RATE_LIMIT_WRITES_PER_MINUTE: unlimited, RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: unlimited, RATE_LIMIT_RECORD_READS_PER_MINUTE: unlimited, RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: unlimited },
  })
  const pinned = pin(process.pid, '1')
  try {
    const serviceId = await bookOne(server.baseUrl)
    const calls: Call[] = [
      { call: 'GET /api/tests/ (PHQ-9)', method: 'GET', path: '/api/tests/', headers: { 'x-test-code': 'MH-001' } },
      {
        call: 'POST /api/interpret/ (PHQ-9)',
        method: 'POST',
        path: '/api/interpret/',
        headers: { ...json, 'x-test-code': 'MH-001' },
        body: JSON.stringify({ answers: [1, 2, 0, 3, 1, 2, 0, 1, 0, 1] }),
      },
      { call: 'POST /api/appointments/book_appointment/', method: 'POST', path: '/api/appointments/book_appointment/', headers: json, body: JSON.stringify(appointmentForm()) },
      { call: 'GET /api/appointments/get_service_data/', method: 'GET', path: `/api/appointments/get_service_data/?service_id=${serviceId}` },
    ]
    const figures: LoadFigure[] = []
    for (const call of calls) {
      await run(server.baseUrl, call, warmUpSeconds)
      const result = await run(server.baseUrl, call, seconds)
      figures.push({
        call: call.call,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        failed: result.errors + result.timeouts + result.non2xx,
      })
    }
    return { pinned, figures }
  } finally {
    await server.stop()
  }
}
