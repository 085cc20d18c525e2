/**
 * Who may read /metrics: with METRICS_TOKEN set, only a request carrying it as a bearer token
 * (compared in constant time); unset, only a request made on this machine: a loopback socket
 * address and no proxy header, since a reverse proxy on the same machine also connects from
 * loopback and would otherwise publish the metrics (it adds X-Forwarded-For, Forwarded or
 * X-Real-IP).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

const proxyHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'] as const

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address) || /^::ffff:127\.\d+\.\d+\.\d+$/.test(address)
}

const digest = (text: string) => createHash('sha256').update(text).digest()

export function mayReadMetrics(request: Pick<FastifyRequest, 'headers' | 'socket'>, token: string | undefined): boolean {
  if (token !== undefined) {
    const given = request.headers.authorization
    return typeof given === 'string' && timingSafeEqual(digest(given), digest(`Bearer ${token}`))
  }
  return isLoopback(request.socket.remoteAddress) && proxyHeaders.every((header) => request.headers[header] === undefined)
}
