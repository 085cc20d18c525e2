/**
 * The server's log lines: JSON with the request id (`reqId`), method, path and status, and never
 * a body, a query string (it can carry a service id or a first name), headers or the client
 * address. A path segment that looks like an identifier a browser holds (a UUID, as in
 * /checkout/<service id>, or a long random token) is logged as `~` plus the first 12 hex digits
 * of its SHA-256, so operators can still follow one service across lines without the id itself.
 * As a second line of defence, personal fields are censored wherever a log call puts them.
 */
import { createHash } from 'node:crypto'
import type { FastifyServerOptions } from 'fastify'

export type LogOptions = {
  level?: string
  /** Where log lines go (stdout by default); tests pass a stream to read them. */
  stream?: { write(line: string): void }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const tokenPattern = /^[A-Za-z0-9_-]{22,}$/

/** Field names that hold personal data, answers, chat text or identifiers: censored in any log line. */
export const personalFields = [
  'body', 'query', 'headers', 'payload', 'params',
  'first_name', 'firstName', 'last_name', 'phone_number', 'email', 'patient_notes', 'location', 'latitude', 'longitude',
  'answers', 'scores', 'userInput', 'conversationHistory', 'service_id', 'serviceId', 'contactDetails',
] as const

function hashedSegment(segment: string): string {
  return `~${createHash('sha256').update(segment).digest('hex').slice(0, 12)}`
}

/** The path of a URL with no query string, and each identifier-like segment hashed. */
export function loggablePath(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? ''
  return pathname
    .split('/')
    .map((segment) => {
      const decoded = safeDecode(segment)
      return uuidPattern.test(decoded) || tokenPattern.test(decoded) ? hashedSegment(decoded) : segment
    })
    .join('/')
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function loggerOptions(log: LogOptions): FastifyServerOptions['logger'] {
  return {
    level: log.level ?? 'info',
    ...(log.stream ? { stream: log.stream } : {}),
    redact: { paths: personalFields.flatMap((field) => [field, `*.${field}`]), censor: '[redacted]' },
    serializers: {
      req: (request) => ({ method: request.method, path: loggablePath(request.url) }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  }
}
