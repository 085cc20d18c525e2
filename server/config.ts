/**
 * The server's configuration, read only from environment variables and checked once at boot.
 * Every bad variable is named in one error, so an operator fixes them all in one go. Values are
 * never echoed back: later variables (DATABASE_URL, API keys) hold secrets.
 */
import path from 'node:path'
import { parseKeyring, type Keyring } from './crypto/keyring.ts'
import { rateLimitDefaults, type RateLimits } from './plugins/rate-limit-table.ts'
import { defaultConsultationHoursText, parseConsultationHours, type ConsultationHours } from '#engine/index.ts'
import { parseContactEmail, parseKenyanPhone, parseProfileUrl, type SiteContactSettings } from './site-contacts.ts'

export type Config = {
  /** TCP port to listen on (PORT, default 3000). */
  readonly port: number
  /** Interface to bind (HOST, default 127.0.0.1). */
  readonly host: string
  /** Absolute path of the folder for embedded data (DATA_DIR, default data/). */
  readonly dataDir: string
  /** Absolute path of the built web app (WEB_ROOT); unset means dist/ beside the server. */
  readonly webRoot: string | undefined
  /** The public address of the site, for links in mail and payment callbacks (PUBLIC_BASE_URL). */
  readonly publicBaseUrl: URL | undefined
  /** A PostgreSQL server to use instead of the embedded PGlite (DATABASE_URL). Secret. */
  readonly databaseUrl: string | undefined
  /** Pesapal API 3.0; unset means the embedded sandbox provider takes payments. */
  readonly pesapal: PesapalConfig | undefined
  /** Mail: SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table is the record. */
  readonly mail: MailConfig
  /** Redis for rate limits shared by several instances (REDIS_URL); in-memory when unset. */
  readonly redisUrl: string | undefined
  /** Write limits per minute (RATE_LIMIT_*; defaults in plugins/rate-limit-table.ts): per client (address + browser), per address, and the routes with their own counter. */
  readonly rateLimits: RateLimits
  /** PAYMENTS_SANDBOX=1: the embedded sandbox provider takes payments (no money moves); only on a local address, never with Pesapal keys. */
  readonly paymentsSandbox: boolean
  /** Reads of a booking record (service data, payment status, receipt) allowed per client IP per minute on each of those routes (RATE_LIMIT_RECORD_READS_PER_MINUTE, default 60). */
  readonly rateLimitRecordReadsPerMinute: number
  /** Notifications about orders we never made (forged or another site's): at most `max` rows kept (UNKNOWN_NOTIFICATIONS_MAX, default 1000), each for `keepDays` (UNKNOWN_NOTIFICATIONS_KEEP_DAYS, default 7). */
  readonly unknownNotifications: { readonly max: number; readonly keepDays: number }
  /** The assistant's optional language model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, all three or none); unset: the embedded recommender answers. */
  readonly llm: LlmConfig | undefined
  /** When appointments and sample collections can be booked, per weekday in Kenyan time (CONSULTATION_HOURS, default Mon-Fri 08:00-18:00;Sat 09:00-13:00). */
  readonly consultationHours: ConsultationHours
  /** The site's phone, WhatsApp, email and social addresses (SITE_PHONE, SITE_WHATSAPP, SITE_EMAIL, SITE_SOCIAL_*); unset ones keep site.json's placeholders, and the boot log names them. */
  readonly siteContacts: SiteContactSettings
  /** DATA_ENCRYPTION_KEYS (secret): the keys personal data at rest is encrypted with, newest first; unset: a key file in DATA_DIR, on a local address only (crypto/local-key-file.ts). */
  readonly dataEncryptionKeys: Keyring | undefined
}

export type LlmConfig = {
  /** LLM_BASE_URL: an OpenAI-compatible API address, e.g. https://api.openai.com/v1 (chat completions are POSTed under it). */
  readonly baseUrl: URL
  /** LLM_API_KEY (secret). */
  readonly apiKey: string
  /** LLM_MODEL: the model's name at that API. */
  readonly model: string
}

export type PesapalConfig = {
  /** PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET (secrets). */
  readonly consumerKey: string
  readonly consumerSecret: string
  /** PESAPAL_BASE_URL: https://pay.pesapal.com/v3 (live) or https://cybqa.pesapal.com/pesapalv3 (sandbox). */
  readonly baseUrl: URL
}

export type MailConfig = {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.com:465 (secret). */
  readonly smtpUrl: string | undefined
  /** MAIL_FROM: the sender shown on every message. */
  readonly from: string
  /** OPERATIONS_EMAIL: where booking notices go. */
  readonly operationsEmail: string
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
  const webRoot = read('WEB_ROOT', (raw) => ({ value: raw }))
  const publicBaseUrl = read('PUBLIC_BASE_URL', parseBaseUrl)
  const databaseUrl = read('DATABASE_URL', parseDatabaseUrl)
  const pesapalKey = read('PESAPAL_CONSUMER_KEY', (raw) => ({ value: raw }))
  const pesapalSecret = read('PESAPAL_CONSUMER_SECRET', (raw) => ({ value: raw }))
  const pesapalBaseUrl = read('PESAPAL_BASE_URL', parseBaseUrl) ?? new URL('https://pay.pesapal.com/v3')
  if ((pesapalKey === undefined) !== (pesapalSecret === undefined)) {
    problems.push({ variable: pesapalKey === undefined ? 'PESAPAL_CONSUMER_KEY' : 'PESAPAL_CONSUMER_SECRET', message: 'must be set together with the other Pesapal key (or leave both unset, with PAYMENTS_SANDBOX=1, to use the sandbox provider).' })
  }
  if (pesapalKey && pesapalSecret && env.PUBLIC_BASE_URL === undefined) {
    problems.push({ variable: 'PUBLIC_BASE_URL', message: 'must be set when Pesapal keys are set: Pesapal sends people and notifications back to this address.' })
  }
  const smtpUrl = read('SMTP_URL', parseSmtpUrl)
  const from = read('MAIL_FROM', parseEmail) ?? 'Afya Hub <hello@afyahub.example>'
  const operationsEmail = read('OPERATIONS_EMAIL', parseEmail) ?? 'operations@afyahub.example'
  const redisUrl = read('REDIS_URL', parseRedisUrl)
  const rateLimits: RateLimits = {
    writesPerClient: read('RATE_LIMIT_WRITES_PER_MINUTE', parseRateLimit) ?? rateLimitDefaults.writesPerClient,
    writesPerAddress: read('RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE', parseRateLimit) ?? rateLimitDefaults.writesPerAddress,
    chat: read('RATE_LIMIT_CHAT_PER_MINUTE', parseRateLimit) ?? rateLimitDefaults.chat,
    survey: read('RATE_LIMIT_SURVEY_PER_MINUTE', parseRateLimit) ?? rateLimitDefaults.survey,
    subscribe: read('RATE_LIMIT_SUBSCRIBE_PER_MINUTE', parseRateLimit) ?? rateLimitDefaults.subscribe,
    paymentNotifications: read('RATE_LIMIT_PAYMENT_NOTIFICATIONS_PER_MINUTE', parseRateLimit) ?? rateLimitDefaults.paymentNotifications,
    preOrders: read('RATE_LIMIT_PRE_ORDERS_PER_MINUTE', parseRateLimit) ?? rateLimitDefaults.preOrders,
    mailPerAddress: read('RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE', parseRateLimit) ?? rateLimitDefaults.mailPerAddress,
  }
  const paymentsSandbox = read('PAYMENTS_SANDBOX', parseSwitch) ?? false
  const rateLimitRecordReadsPerMinute = read('RATE_LIMIT_RECORD_READS_PER_MINUTE', parseRateLimit) ?? 60
  const unknownNotificationsMax = read('UNKNOWN_NOTIFICATIONS_MAX', wholeNumber(1, 1_000_000, 1000)) ?? 1000
  const unknownNotificationsKeepDays = read('UNKNOWN_NOTIFICATIONS_KEEP_DAYS', wholeNumber(1, 365, 7)) ?? 7
  const consultationHours = read('CONSULTATION_HOURS', parseConsultationHours) ?? defaultConsultationHours()
  const siteContacts: SiteContactSettings = {
    phone: read('SITE_PHONE', parseKenyanPhone),
    whatsApp: read('SITE_WHATSAPP', parseKenyanPhone),
    email: read('SITE_EMAIL', parseContactEmail),
    social: Object.fromEntries(
      Object.entries({
        facebook: read('SITE_SOCIAL_FACEBOOK', parseProfileUrl.facebook),
        instagram: read('SITE_SOCIAL_INSTAGRAM', parseProfileUrl.instagram),
        x: read('SITE_SOCIAL_X', parseProfileUrl.x),
        linkedin: read('SITE_SOCIAL_LINKEDIN', parseProfileUrl.linkedin),
      }).filter(([, url]) => url !== undefined),
    ),
  }
  const dataEncryptionKeys = read('DATA_ENCRYPTION_KEYS', parseKeyring)
  const llmBaseUrl = read('LLM_BASE_URL', parseBaseUrl)
  const llmApiKey = read('LLM_API_KEY', (raw) => ({ value: raw }))
  const llmModel = read('LLM_MODEL', (raw) => ({ value: raw }))
  const llmVariables = { LLM_BASE_URL: env.LLM_BASE_URL, LLM_API_KEY: env.LLM_API_KEY, LLM_MODEL: env.LLM_MODEL }
  const llmUnset = Object.entries(llmVariables).filter(([, value]) => value === undefined).map(([name]) => name)
  if (llmUnset.length > 0 && llmUnset.length < 3) {
    for (const variable of llmUnset) problems.push({ variable, message: 'must be set together with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (or leave all three unset to use the embedded recommender).' })
  }

  if (problems.length > 0) throw new ConfigError(problems)
  const pesapal = pesapalKey && pesapalSecret ? { consumerKey: pesapalKey, consumerSecret: pesapalSecret, baseUrl: pesapalBaseUrl } : undefined
  return {
    port,
    host,
    dataDir: path.resolve(cwd, dataDir),
    webRoot: webRoot === undefined ? undefined : path.resolve(cwd, webRoot),
    publicBaseUrl,
    databaseUrl,
    pesapal,
    mail: { smtpUrl, from, operationsEmail },
    redisUrl,
    rateLimits,
    paymentsSandbox,
    rateLimitRecordReadsPerMinute,
    unknownNotifications: { max: unknownNotificationsMax, keepDays: unknownNotificationsKeepDays },
    llm: llmBaseUrl && llmApiKey && llmModel ? { baseUrl: llmBaseUrl, apiKey: llmApiKey, model: llmModel } : undefined,
    consultationHours,
    siteContacts,
    dataEncryptionKeys,
  }
}

function defaultConsultationHours(): ConsultationHours {
  const parsed = parseConsultationHours(defaultConsultationHoursText)
  if ('problem' in parsed) throw new Error(`The default CONSULTATION_HOURS is not valid: ${parsed.problem}`)
  return parsed.value
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

function parseSmtpUrl(raw: string): Parsed<string> {
  const problem = 'must be an smtp:// or smtps:// address such as smtps://user:password@smtp.example.com:465.'
  if (!URL.canParse(raw)) return { problem }
  const url = new URL(raw)
  return url.protocol === 'smtp:' || url.protocol === 'smtps:' ? { value: raw } : { problem }
}

function parseEmail(raw: string): Parsed<string> {
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$|^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(raw)
    ? { value: raw }
    : { problem: 'must be an email address, optionally with a name (for example Afya Hub <hello@example.co.ke>).' }
}

function parseRedisUrl(raw: string): Parsed<string> {
  const problem = 'must be a redis:// or rediss:// address such as redis://127.0.0.1:6379.'
  if (!URL.canParse(raw)) return { problem }
  const url = new URL(raw)
  return url.protocol === 'redis:' || url.protocol === 'rediss:' ? { value: raw } : { problem }
}

function wholeNumber(min: number, max: number, example: number): (raw: string) => Parsed<number> {
  return (raw) => {
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
    return Number.isSafeInteger(value) && value >= min && value <= max
      ? { value }
      : { problem: `must be a whole number from ${min} to ${max} (for example ${example}).` }
  }
}

function parseSwitch(raw: string): Parsed<boolean> {
  if (raw === '1') return { value: true }
  if (raw === '0') return { value: false }
  return { problem: 'must be 1 (on) or 0 (off).' }
}

function parseRateLimit(raw: string): Parsed<number> {
  const limit = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000_000) {
    return { problem: 'must be a whole number of requests from 1 to 10000000 (for example 30).' }
  }
  return { value: limit }
}
