/**
 * Every write limit of the API in one table: its default per minute, and the environment variable
 * that overrides it (read in config.ts, listed in .env.example). Routes do not hard-code limits:
 * the rate-limit plugin gives each route in `routeLimits` its configured limit.
 */

/** The limits, per minute, when their variable is unset. */
export const rateLimitDefaults = {
  /** RATE_LIMIT_WRITES_PER_MINUTE: writes under /api by one client (address + browser). */
  writesPerClient: 30,
  /** RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: writes by all clients of one address together (a mobile operator's NAT). */
  writesPerAddress: 600,
  /** RATE_LIMIT_CHAT_PER_MINUTE: messages to the assistant by one client. */
  chat: 10,
  /** RATE_LIMIT_SURVEY_PER_MINUTE: survey answers by one client. */
  survey: 5,
  /** RATE_LIMIT_SUBSCRIBE_PER_MINUTE: email subscriptions by one client. */
  subscribe: 3,
  /** RATE_LIMIT_PAYMENT_NOTIFICATIONS_PER_MINUTE: Pesapal's notifications from one address. */
  paymentNotifications: 300,
} as const

export type RouteLimitName = 'chat' | 'survey' | 'subscribe' | 'paymentNotifications'

export type RateLimits = { readonly [name in keyof typeof rateLimitDefaults]: number }

/** Routes with their own counter instead of the shared writes counter, by path (no trailing slash). */
export const routeLimits: readonly { path: string; limit: RouteLimitName }[] = [
  { path: '/api/chat', limit: 'chat' },
  { path: '/api/survey', limit: 'survey' },
  { path: '/api/email/subscribe', limit: 'subscribe' },
  { path: '/api/payments/pesapal/ipn', limit: 'paymentNotifications' },
]
