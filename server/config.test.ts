import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/site')
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((problem) => problem.variable)
    throw error
  }
  return []
}

describe('loadConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(loadConfig({}, '/srv/site')).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/site', 'data/'),
      webRoot: undefined,
      publicBaseUrl: undefined,
      databaseUrl: undefined,
      pesapal: undefined,
      mail: { smtpUrl: undefined, from: 'Afya Hub <hello@afyahub.example>', operationsEmail: 'operations@afyahub.example' },
      sms: { africasTalking: undefined, deliveryReportKey: undefined, keepDays: 30 },
      redisUrl: undefined,
      rateLimits: { writesPerClient: 30, writesPerAddress: 600, chat: 10, survey: 5, subscribe: 3, paymentNotifications: 300, smsDeliveryReports: 600, preOrders: 5, mailPerAddress: 20, reportMailsPerRecipient: 5 },
      rateLimitRecordReadsPerMinute: 60,
      unknownNotifications: { max: 1000, keepDays: 7 },
      paymentsSandbox: false,
      llm: undefined,
      consultationHours: {
        timeZone: 'Africa/Nairobi',
        maxDaysAhead: 180,
        days: [
          ...(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const).map((day) => ({ day, open: '08:00', close: '18:00' })),
          { day: 'Sat', open: '09:00', close: '13:00' },
        ],
      },
      siteContacts: { phone: undefined, whatsApp: undefined, email: undefined, social: {} },
      dataEncryptionKeys: undefined,
      metricsToken: undefined,
    })
  })

  it('reads CONSULTATION_HOURS as days and hours in Kenyan time, and names it when it is not understood', () => {
    expect(loadConfig({ CONSULTATION_HOURS: 'tue-thu 07:30-16:00; Sun 10:00-24:00' }).consultationHours).toEqual({
      timeZone: 'Africa/Nairobi',
      maxDaysAhead: 180,
      days: [
        { day: 'Tue', open: '07:30', close: '16:00' },
        { day: 'Wed', open: '07:30', close: '16:00' },
        { day: 'Thu', open: '07:30', close: '16:00' },
        { day: 'Sun', open: '10:00', close: '24:00' },
      ],
    })
    for (const bad of ['Mon-Fri', 'Mon-Fri 8:00-18:00', 'Fri-Mon 08:00-18:00', 'Mon 18:00-08:00', 'Mon 09:00-09:00', 'Mon 08:00-24:30', 'Mon 08:60-18:00', 'Mon-Fri 08:00-18:00;Fri 09:00-13:00', 'Someday 08:00-18:00', ';']) {
      expect(problemsOf({ CONSULTATION_HOURS: bad }), bad).toEqual(['CONSULTATION_HOURS'])
    }
    expect(() => loadConfig({ CONSULTATION_HOURS: 'Mon-Fri 08:00-18:00;Fri 09:00-13:00' })).toThrow(/CONSULTATION_HOURS: Fri is given more than once/)
    expect(() => loadConfig({ CONSULTATION_HOURS: 'Mon 18:00-08:00' })).toThrow(/CONSULTATION_HOURS: "Mon 18:00-08:00": opening must come before closing/)
  })

  it('reads the assistant\'s language model only when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set', () => {
    const llm = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9999/v1', LLM_API_KEY: 'key', LLM_MODEL: 'small-model' }).llm
    expect(llm).toEqual({ baseUrl: new URL('http://127.0.0.1:9999/v1'), apiKey: 'key', model: 'small-model' })
    expect(problemsOf({ LLM_BASE_URL: 'http://127.0.0.1:9999/v1' })).toEqual(['LLM_API_KEY', 'LLM_MODEL'])
    expect(problemsOf({ LLM_BASE_URL: 'not an address', LLM_API_KEY: 'key', LLM_MODEL: 'm' })).toEqual(['LLM_BASE_URL'])
  })

  it('reads every write limit of the rate-limit table and refuses anything but a whole number from 1 to 10000000', () => {
    const limits = {
      RATE_LIMIT_WRITES_PER_MINUTE: 'writesPerClient',
      RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: 'writesPerAddress',
      RATE_LIMIT_CHAT_PER_MINUTE: 'chat',
      RATE_LIMIT_SURVEY_PER_MINUTE: 'survey',
      RATE_LIMIT_SUBSCRIBE_PER_MINUTE: 'subscribe',
      RATE_LIMIT_PAYMENT_NOTIFICATIONS_PER_MINUTE: 'paymentNotifications',
      RATE_LIMIT_PRE_ORDERS_PER_MINUTE: 'preOrders',
      RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: 'mailPerAddress',
      RATE_LIMIT_REPORT_MAILS_PER_RECIPIENT_PER_DAY: 'reportMailsPerRecipient',
    } as const
    for (const [variable, name] of Object.entries(limits)) {
      expect(loadConfig({ [variable]: '5' }).rateLimits[name], variable).toBe(5)
      expect(loadConfig({ [variable]: '10000000' }).rateLimits[name], variable).toBe(10_000_000)
      for (const bad of ['0', '-1', '2.5', 'many', '10000001']) expect(problemsOf({ [variable]: bad })).toEqual([variable])
    }
  })

  it('reads PAYMENTS_SANDBOX as 1 or 0, off when unset', () => {
    expect(loadConfig({ PAYMENTS_SANDBOX: '1' }).paymentsSandbox).toBe(true)
    expect(loadConfig({ PAYMENTS_SANDBOX: '0' }).paymentsSandbox).toBe(false)
    expect(problemsOf({ PAYMENTS_SANDBOX: 'yes' })).toEqual(['PAYMENTS_SANDBOX'])
  })

  it('reads the booking-record read limit and the unknown-notification cap and age, with defaults 60, 1000 and 7', () => {
    expect(loadConfig({})).toMatchObject({ rateLimitRecordReadsPerMinute: 60, unknownNotifications: { max: 1000, keepDays: 7 } })
    const config = loadConfig({ RATE_LIMIT_RECORD_READS_PER_MINUTE: '10', UNKNOWN_NOTIFICATIONS_MAX: '50', UNKNOWN_NOTIFICATIONS_KEEP_DAYS: '2' })
    expect(config).toMatchObject({ rateLimitRecordReadsPerMinute: 10, unknownNotifications: { max: 50, keepDays: 2 } })
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(problemsOf({ RATE_LIMIT_RECORD_READS_PER_MINUTE: bad, UNKNOWN_NOTIFICATIONS_MAX: bad, UNKNOWN_NOTIFICATIONS_KEEP_DAYS: bad })).toEqual([
        'RATE_LIMIT_RECORD_READS_PER_MINUTE',
        'UNKNOWN_NOTIFICATIONS_MAX',
        'UNKNOWN_NOTIFICATIONS_KEEP_DAYS',
      ])
    }
    expect(problemsOf({ UNKNOWN_NOTIFICATIONS_KEEP_DAYS: '366' })).toEqual(['UNKNOWN_NOTIFICATIONS_KEEP_DAYS'])
  })

  it('reads the database, Pesapal, mail and Redis variables, and names each bad one', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/afya',
      PESAPAL_CONSUMER_KEY: 'key',
      PESAPAL_CONSUMER_SECRET: 'secret',
      PESAPAL_BASE_URL: 'https://cybqa.pesapal.com/pesapalv3',
      PUBLIC_BASE_URL: 'https://afyahub.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      OPERATIONS_EMAIL: 'ops@example.co.ke',
      REDIS_URL: 'redis://127.0.0.1:6379',
    })
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app@127.0.0.1:5432/afya',
      pesapal: { consumerKey: 'key', consumerSecret: 'secret', baseUrl: new URL('https://cybqa.pesapal.com/pesapalv3') },
      mail: { smtpUrl: 'smtp://127.0.0.1:2525', operationsEmail: 'ops@example.co.ke' },
      redisUrl: 'redis://127.0.0.1:6379',
    })
    expect(() => loadConfig({ PESAPAL_CONSUMER_KEY: 'key', PESAPAL_CONSUMER_SECRET: 'secret' })).toThrow(/PUBLIC_BASE_URL: must be set when Pesapal keys are set/)
    const bad = () => loadConfig({ DATABASE_URL: 'mysql://x', PESAPAL_CONSUMER_KEY: 'only-key', SMTP_URL: 'http://x', OPERATIONS_EMAIL: 'nobody', REDIS_URL: 'x' })
    expect(bad).toThrow(ConfigError)
    try {
      bad()
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.variable).sort()).toEqual(
        ['DATABASE_URL', 'OPERATIONS_EMAIL', 'PESAPAL_CONSUMER_SECRET', 'REDIS_URL', 'SMTP_URL'],
      )
      expect((error as ConfigError).message).not.toContain('only-key')
    }
  })

  it('reads every variable', () => {
    const config = loadConfig(
      { PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/var/lib/site', PUBLIC_BASE_URL: 'https://example.co.ke/' },
      '/srv/site',
    )
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '/var/lib/site' })
    expect(loadConfig({ WEB_ROOT: 'build/web' }, '/srv/site').webRoot).toBe('/srv/site/build/web')
    expect(config.publicBaseUrl?.href).toBe('https://example.co.ke/')
  })

  it('names every bad variable in one error', () => {
    let caught: unknown
    try {
      loadConfig({ PORT: 'abc', HOST: '', PUBLIC_BASE_URL: 'not a url', DATA_DIR: '  ' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const message = (caught as Error).message
    for (const variable of ['PORT', 'HOST', 'PUBLIC_BASE_URL', 'DATA_DIR']) expect(message).toContain(variable)
    expect(message).toContain('whole number from 1 to 65535')
  })

  it.each(['0', '65536', '-1', '3000.5', '3e3', ' '])('refuses PORT=%j', (port) => {
    expect(problemsOf({ PORT: port })).toEqual(['PORT'])
  })

  it.each(['1', '65535'])('accepts PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([])
  })

  it('refuses a PUBLIC_BASE_URL that is not http or https', () => {
    expect(problemsOf({ PUBLIC_BASE_URL: 'ftp://example.co.ke' })).toEqual(['PUBLIC_BASE_URL'])
  })

  it('does not echo values, which may be secret', () => {
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https//s3cr3t' })).toThrow(ConfigError)
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https//s3cr3t' })).not.toThrow(/s3cr3t/)
  })
})
