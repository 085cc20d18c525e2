/**
 * The server's configuration, read only from environment variables and checked once at boot
 * against server/environment.schema.json (every variable, its type, limits, default and the
 * sentence shown when it is refused: decision 053), then read into typed settings. Every bad
 * variable is named in one error, so an operator fixes them all in one go. Values are never echoed
 * back: some variables (DATABASE_URL, API keys) hold secrets. This file imports no feature folder:
 * rules it needs are the engine's (hours, phone numbers); the keyring is read by server/crypto/,
 * the rate-limit table by server/plugins/, both from what this file checked.
 */
import path from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { kenyanPhone, parseConsultationHours, type ConsultationHours, type KenyanPhone } from '#engine/index.ts'
import environmentSchema from './environment.schema.json' with { type: 'json' }

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
  /** SMS: Africa's Talking when AT_USERNAME and AT_API_KEY are set; otherwise the sms_outbox table is the record (server/sms/). */
  readonly sms: SmsConfig
  /** Redis for rate limits shared by several instances (REDIS_URL); in-memory when unset. */
  readonly redisUrl: string | undefined
  /** Write limits per minute (RATE_LIMIT_*, defaults in environment.schema.json): per client (address + browser), per address, and the routes with their own counter. */
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
  /** DATA_ENCRYPTION_KEYS (secret), as checked by the schema: the keys personal data at rest is encrypted with, newest first, read by crypto/local-key-file.ts; unset: a key file in DATA_DIR, on a local address only. */
  readonly dataEncryptionKeys: string | undefined
  /** TRUST_PROXY: the reverse proxies whose X-Forwarded-For gives the visitor's address; undefined trusts none. */
  readonly trustProxy: string[] | undefined
  /** METRICS_TOKEN (secret): GET /metrics needs it as a bearer token; unset, /metrics answers this machine only (server/metrics/). */
  readonly metricsToken: string | undefined
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

export type SmsConfig = {
  /** AT_USERNAME, AT_API_KEY (secret), AT_BASE_URL and AT_SENDER_ID; undefined when the keys are unset. */
  readonly africasTalking: { readonly username: string; readonly apiKey: string; readonly baseUrl: URL; readonly senderId: string | undefined } | undefined
  /** AT_DELIVERY_REPORT_KEY (secret): the key a delivery report must carry; unset, every report is refused. */
  readonly deliveryReportKey: string | undefined
  /** SMS_KEEP_DAYS: days a message's number and text are kept once it is done. */
  readonly keepDays: number
}

/** Africa's Talking's sandbox host: its username is always 'sandbox', and no other host takes that username. */
const africasTalkingSandboxHost = 'api.sandbox.africastalking.com'

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

/** What the deployment set for the site's contacts; anything missing keeps site.json's placeholder (server/site-contacts.ts). */
export type SiteContactSettings = {
  /** SITE_PHONE: the phone number in the footer and on the sample-collection page. */
  readonly phone: KenyanPhone | undefined
  /** SITE_WHATSAPP: the number behind the floating WhatsApp button. */
  readonly whatsApp: KenyanPhone | undefined
  /** SITE_EMAIL: the contact address in the footer, the privacy policy and receipts. */
  readonly email: string | undefined
  /** SITE_SOCIAL_*: profile addresses by network. */
  readonly social: Readonly<Partial<Record<SocialNetwork, string>>>
}

/** The social networks whose profile address a variable sets, each with its variable. */
export const socialVariables = {
  facebook: 'SITE_SOCIAL_FACEBOOK',
  instagram: 'SITE_SOCIAL_INSTAGRAM',
  x: 'SITE_SOCIAL_X',
  linkedin: 'SITE_SOCIAL_LINKEDIN',
} as const

export type SocialNetwork = keyof typeof socialVariables

/** Each write limit of the rate-limit table (plugins/rate-limit-table.ts) with the variable that sets it. */
export const rateLimitVariables = {
  writesPerClient: 'RATE_LIMIT_WRITES_PER_MINUTE',
  writesPerAddress: 'RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE',
  chat: 'RATE_LIMIT_CHAT_PER_MINUTE',
  survey: 'RATE_LIMIT_SURVEY_PER_MINUTE',
  subscribe: 'RATE_LIMIT_SUBSCRIBE_PER_MINUTE',
  paymentNotifications: 'RATE_LIMIT_PAYMENT_NOTIFICATIONS_PER_MINUTE',
  smsDeliveryReports: 'RATE_LIMIT_SMS_DELIVERY_REPORTS_PER_MINUTE',
  preOrders: 'RATE_LIMIT_PRE_ORDERS_PER_MINUTE',
  mailPerAddress: 'RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE',
  reportMailsPerRecipient: 'RATE_LIMIT_REPORT_MAILS_PER_RECIPIENT_PER_DAY',
} as const

export type RateLimits = { readonly [name in keyof typeof rateLimitVariables]: number }

type Variable = keyof typeof environmentSchema.properties
type VariableSchema = { type: 'string' | 'integer'; default?: string | number; problem: string }
const variableSchemas = environmentSchema.properties as Record<Variable, VariableSchema>

/** The variables' defaults, as the schema states them (numbers where the variable is a number). */
export function environmentDefault(variable: Variable): string | number | undefined {
  return variableSchemas[variable].default
}

/** The write limits when their variables are unset. */
export const rateLimitDefaults: RateLimits = Object.fromEntries(
  Object.entries(rateLimitVariables).map(([name, variable]) => [name, environmentDefault(variable) as number]),
) as RateLimits

// Its own Ajv: defaults are filled in, which the project's schemas for JSON bodies must never do.
// `problem` is the refusal's sentence.
const ajv = new Ajv2020({ strict: true, allErrors: true, useDefaults: true })
ajv.addKeyword({ keyword: 'problem', schemaType: 'string' })
const validateEnvironment = ajv.compile(environmentSchema)

/** Digits for a whole-number variable become a number (anything else stays text, which the schema refuses: no 3e3 or 0x10). */
function asNumberIfWhole(variable: Variable, text: string): string | number {
  return variableSchemas[variable].type === 'integer' && /^\d+$/.test(text) ? Number(text) : text
}

/** The environment as the schema reads it: set variables trimmed, numbers as numbers, defaults filled in. */
type Environment = { [variable in Variable]?: string | number }

type Env = Readonly<Record<string, string | undefined>>

/** A value read by a rule, or what is wrong with it (no sentence: the schema's `problem`). */
type Parsed<T> = { value: T } | { problem?: string }

/** Reads and checks the configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: ConfigProblem[] = []
  const refuse = (variable: string, message: string) => problems.push({ variable, message })
  const environment: Environment = {}
  for (const variable of Object.keys(variableSchemas) as Variable[]) {
    const raw = env[variable]
    if (raw === undefined) continue
    if (raw.trim() === '') refuse(variable, 'is set but empty; give it a value or unset it.')
    else environment[variable] = asNumberIfWhole(variable, raw.trim())
  }
  if (!validateEnvironment(environment)) {
    const refused = new Set((validateEnvironment.errors ?? []).map((error) => error.instancePath.slice(1) as Variable))
    for (const variable of refused) {
      refuse(variable, variableSchemas[variable].problem)
      delete environment[variable]
    }
  }
  const text = (variable: Variable): string | undefined => environment[variable] as string | undefined
  const number = (variable: Variable): number => environment[variable] as number
  /** A checked variable read further by a rule the schema cannot state; undefined (and refused, with the rule's sentence or the schema's) when it fails. */
  const parsed = <T>(variable: Variable, parse: (raw: string) => Parsed<T>): T | undefined => {
    const raw = text(variable)
    if (raw === undefined) return undefined
    const result = parse(raw)
    if ('value' in result) return result.value
    refuse(variable, result.problem ?? variableSchemas[variable].problem)
    return undefined
  }
  const found = <T>(value: T | undefined): Parsed<T> => (value === undefined ? {} : { value })
  const url = (variable: Variable) => parsed(variable, (raw) => found(URL.canParse(raw) ? new URL(raw) : undefined))

  const pesapalKey = text('PESAPAL_CONSUMER_KEY')
  const pesapalSecret = text('PESAPAL_CONSUMER_SECRET')
  if ((env.PESAPAL_CONSUMER_KEY === undefined) !== (env.PESAPAL_CONSUMER_SECRET === undefined)) {
    refuse(env.PESAPAL_CONSUMER_KEY === undefined ? 'PESAPAL_CONSUMER_KEY' : 'PESAPAL_CONSUMER_SECRET', 'must be set together with the other Pesapal key (or leave both unset, with PAYMENTS_SANDBOX=1, to use the sandbox provider).')
  }
  if (pesapalKey && pesapalSecret && env.PUBLIC_BASE_URL === undefined) {
    refuse('PUBLIC_BASE_URL', 'must be set when Pesapal keys are set: Pesapal sends people and notifications back to this address.')
  }
  const llmVariables = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const
  const llmUnset = llmVariables.filter((variable) => env[variable] === undefined)
  if (llmUnset.length > 0 && llmUnset.length < 3) {
    for (const variable of llmUnset) refuse(variable, 'must be set together with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (or leave all three unset to use the embedded recommender).')
  }
  if ((env.AT_USERNAME === undefined) !== (env.AT_API_KEY === undefined)) {
    refuse(env.AT_USERNAME === undefined ? 'AT_USERNAME' : 'AT_API_KEY', "must be set together with the other Africa's Talking variable (or leave both unset: SMS are then only written to the sms_outbox table).")
  }
  const atBaseUrl = url('AT_BASE_URL')
  const atUsername = text('AT_USERNAME')
  if (atUsername && atBaseUrl && (atUsername === 'sandbox') !== (atBaseUrl.hostname === africasTalkingSandboxHost) && /africastalking\.com$/.test(atBaseUrl.hostname)) {
    refuse('AT_USERNAME', `is '${atUsername === 'sandbox' ? 'sandbox' : 'an application username'}' but AT_BASE_URL is Africa's Talking's ${atUsername === 'sandbox' ? 'live' : 'sandbox'} address: the sandbox address takes only the username 'sandbox', the live one only your application's.`)
  }
  const consultationHours = parsed('CONSULTATION_HOURS', parseConsultationHours)
  const siteContacts: SiteContactSettings = {
    phone: parsed('SITE_PHONE', (raw) => found(kenyanPhone(raw))),
    whatsApp: parsed('SITE_WHATSAPP', (raw) => found(kenyanPhone(raw))),
    email: text('SITE_EMAIL'),
    social: Object.fromEntries(Object.entries(socialVariables).flatMap(([network, variable]) => (text(variable) ? [[network, url(variable)!.href]] : []))),
  }
  const publicBaseUrl = url('PUBLIC_BASE_URL')
  const pesapalBaseUrl = url('PESAPAL_BASE_URL')
  const llmBaseUrl = url('LLM_BASE_URL')
  const llmApiKey = text('LLM_API_KEY')
  const llmModel = text('LLM_MODEL')

  if (problems.length > 0) throw new ConfigError(problems)
  const webRoot = text('WEB_ROOT')
  return {
    port: number('PORT'),
    host: text('HOST')!,
    dataDir: path.resolve(cwd, text('DATA_DIR')!),
    webRoot: webRoot === undefined ? undefined : path.resolve(cwd, webRoot),
    publicBaseUrl,
    databaseUrl: text('DATABASE_URL'),
    pesapal: pesapalKey && pesapalSecret ? { consumerKey: pesapalKey, consumerSecret: pesapalSecret, baseUrl: pesapalBaseUrl! } : undefined,
    mail: { smtpUrl: text('SMTP_URL'), from: text('MAIL_FROM')!, operationsEmail: text('OPERATIONS_EMAIL')! },
    sms: {
      africasTalking: atUsername && text('AT_API_KEY') ? { username: atUsername, apiKey: text('AT_API_KEY')!, baseUrl: atBaseUrl!, senderId: text('AT_SENDER_ID') } : undefined,
      deliveryReportKey: text('AT_DELIVERY_REPORT_KEY'),
      keepDays: number('SMS_KEEP_DAYS'),
    },
    redisUrl: text('REDIS_URL'),
    rateLimits: Object.fromEntries(Object.entries(rateLimitVariables).map(([name, variable]) => [name, number(variable)])) as RateLimits,
    paymentsSandbox: text('PAYMENTS_SANDBOX') === '1',
    rateLimitRecordReadsPerMinute: number('RATE_LIMIT_RECORD_READS_PER_MINUTE'),
    unknownNotifications: { max: number('UNKNOWN_NOTIFICATIONS_MAX'), keepDays: number('UNKNOWN_NOTIFICATIONS_KEEP_DAYS') },
    llm: llmBaseUrl && llmApiKey && llmModel ? { baseUrl: llmBaseUrl, apiKey: llmApiKey, model: llmModel } : undefined,
    consultationHours: consultationHours!,
    siteContacts,
    dataEncryptionKeys: text('DATA_ENCRYPTION_KEYS'),
    metricsToken: text('METRICS_TOKEN'),
    trustProxy: text('TRUST_PROXY')?.split(',').map((entry) => entry.trim()),
  }
}
