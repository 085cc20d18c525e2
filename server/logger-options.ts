/**
 * The server's log lines: JSON with the request id (`reqId`), method, path and status, and never
 * a body, a query string (it can carry a service id or a first name), headers or the client
 * address. The path is the route's pattern with each parameter hashed, or a redacted path for an
 * address no route has (loggable-path.ts).
 * As a second line of defence, personal fields are censored wherever a log call puts them.
 * No line is longer than maxLogLineBytes: a longer one (a huge field name in a rejection, a
 * 16 KB path) is written again with each text cut to maxLogFieldChars and `"truncated": true`,
 * so a flood of big requests cannot fill the disk or hide the lines around it.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import { loggablePath } from './loggable-path.ts'

export type LogOptions = {
  level?: string
  /** Where log lines go (stdout by default); tests pass a stream to read them. */
  stream?: { write(line: string): void }
}

/** Field names that hold personal data, answers, chat text or identifiers: censored in any log line. */
export const personalFields = [
  'body', 'query', 'headers', 'payload', 'params',
  'first_name', 'firstName', 'last_name', 'phone_number', 'email', 'patient_notes', 'location', 'latitude', 'longitude',
  'answers', 'scores', 'userInput', 'conversationHistory', 'service_id', 'serviceId', 'contactDetails',
  // A no-script test page's hidden field: the answers so far (server/no-script/, decision 092).
  'progress', 'answer',
] as const

/** The longest log line written, in bytes (UTF-8, newline included). */
export const maxLogLineBytes = 8 * 1024
/** The longest text kept in a line that was too long (an error's stack fits). */
export const maxLogFieldChars = 2000

type LogValue = null | boolean | number | string | LogValue[] | { [key: string]: LogValue }

/** Every text (values and names) cut to maxLogFieldChars, and anything nested deeper than 8 levels dropped. */
function cutTexts(value: LogValue, depth = 0): LogValue {
  const cut = (text: string) => (text.length > maxLogFieldChars ? `${text.slice(0, maxLogFieldChars)}…` : text)
  if (typeof value === 'string') return cut(value)
  if (value === null || typeof value !== 'object') return value
  if (depth >= 8) return '[too deep]'
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => cutTexts(item, depth + 1))
  return Object.fromEntries(Object.entries(value).slice(0, 50).map(([key, item]) => [cut(key), cutTexts(item, depth + 1)]))
}

/** A log line no longer than maxLogLineBytes, still one JSON object: cut texts first, then keep only the essentials. */
export function capLogLine(line: string): string {
  // Most lines are far below the cap: at most 3 bytes per UTF-16 unit, so no need to measure.
  if (line.length * 3 <= maxLogLineBytes || Buffer.byteLength(line) <= maxLogLineBytes) return line
  let record: Record<string, LogValue>
  try {
    record = JSON.parse(line) as Record<string, LogValue>
  } catch {
    return `${JSON.stringify({ msg: line.slice(0, maxLogFieldChars), truncated: true })}\n`
  }
  const cut = `${JSON.stringify({ ...(cutTexts(record) as Record<string, LogValue>), truncated: true })}\n`
  if (Buffer.byteLength(cut) <= maxLogLineBytes) return cut
  const { level, time, reqId, msg } = record
  return `${JSON.stringify(cutTexts({ level: level ?? null, time: time ?? null, reqId: reqId ?? null, msg: msg ?? null, truncated: true }))}\n`
}

export function loggerOptions(log: LogOptions): FastifyServerOptions['logger'] {
  const destination = log.stream ?? process.stdout
  return {
    level: log.level ?? 'info',
    stream: { write: (line: string) => void destination.write(capLogLine(line)) },
    redact: { paths: personalFields.flatMap((field) => [field, `*.${field}`]), censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: loggablePath(request.url, request.routeOptions?.url) }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  }
}
