/**
 * The server's configuration, read only from environment variables and checked once at boot.
 * Every bad variable is named in one error, so an operator fixes them all in one go. Values are
 * never echoed back: later variables (DATABASE_URL, API keys) hold secrets.
 */
import path from 'node:path'

export type Config = {
  /** TCP port to listen on (PORT, default 3000). */
  readonly port: number
  /** Interface to bind (HOST, default 127.0.0.1). */
  readonly host: string
  /** Absolute path of the folder for embedded data (DATA_DIR, default data/). */
  readonly dataDir: string
  /** The public address of the site, for links in mail and payment callbacks (PUBLIC_BASE_URL). */
  readonly publicBaseUrl: URL | undefined
  /** A PostgreSQL server to use instead of the embedded PGlite (DATABASE_URL). Secret. */
  readonly databaseUrl: string | undefined
}

export type ConfigProblem = { variable: string; message: string }

export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[]

  constructor(problems: readonly ConfigProblem[]) {
    const lines = problems.map((problem) => `- ${problem.variable}: ${problem.message}`)
    super(`The server's environment variables are not valid:\n${lines.join('\n')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

type Env = Readonly<Record<string, string | undefined>>

/** A parsed value, or a sentence saying what is wrong with the variable. */
type Parsed<T> = { value: T } | { problem: string }

/** Reads and checks the configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: ConfigProblem[] = []
  /** The variable's parsed value; undefined when it is unset or bad (bad ones are recorded). */
  const read = <T>(variable: string, parse: (raw: string) => Parsed<T>): T | undefined => {
    const raw = env[variable]
    if (raw === undefined) return undefined
    const parsed: Parsed<T> =
      raw.trim() === '' ? { problem: 'is set but empty; give it a value or unset it.' } : parse(raw.trim())
    if ('problem' in parsed) {
      problems.push({ variable, message: parsed.problem })
      return undefined
    }
    return parsed.value
  }

  const port = read('PORT', parsePort) ?? 3000
  const host = read('HOST', parseHost) ?? '127.0.0.1'
  const dataDir = read('DATA_DIR', (raw) => ({ value: raw })) ?? 'data/'
  const publicBaseUrl = read('PUBLIC_BASE_URL', parseBaseUrl)
  const databaseUrl = read('DATABASE_URL', parseDatabaseUrl)

  if (problems.length > 0) throw new ConfigError(problems)
  return { port, host, dataDir: path.resolve(cwd, dataDir), publicBaseUrl, databaseUrl }
}

function parsePort(raw: string): Parsed<number> {
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return { problem: 'must be a whole number from 1 to 65535 (for example 3000).' }
  }
  return { value: port }
}

function parseHost(raw: string): Parsed<string> {
  if (/\s/.test(raw)) return { problem: 'must be a host name or IP address without spaces (for example 127.0.0.1).' }
  return { value: raw }
}

function parseBaseUrl(raw: string): Parsed<URL> {
  const problem = 'must be an absolute http or https address (for example https://example.co.ke).'
  if (!URL.canParse(raw)) return { problem }
  const url = new URL(raw)
  return url.protocol === 'http:' || url.protocol === 'https:' ? { value: url } : { problem }
}

function parseDatabaseUrl(raw: string): Parsed<string> {
  const problem = 'must be a PostgreSQL address such as postgres://user:password@127.0.0.1:5432/dbname.'
  if (!URL.canParse(raw)) return { problem }
  const url = new URL(raw)
  return url.protocol === 'postgres:' || url.protocol === 'postgresql:' ? { value: raw } : { problem }
}
