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
  /** RATE_LIMIT_PRE_ORDERS_PER_MINUTE: Premium pre-orders by one client. */
  preOrders: 5,
  /**
   * RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: requests to each route that queues mail to an address
   * the sender typed, by all clients of one address together, whatever browser or token they
   * claim (a new x-client-token per request gets no more mail sent).
   */
  mailPerAddress: 20,
} as const

export type RouteLimitName = 'chat' | 'survey' | 'subscribe' | 'paymentNotifications' | 'preOrders'

export type RateLimits = { readonly [name in keyof typeof rateLimitDefaults]: number }

/** Routes with their own counter instead of the shared writes counter, by path (no trailing slash). */
export const routeLimits: readonly { path: string; limit: RouteLimitName }[] = [
  { path: '/api/chat', limit: 'chat' },
  { path: '/api/survey', limit: 'survey' },
  { path: '/api/email/subscribe', limit: 'subscribe' },
  { path: '/api/payments/pesapal/ipn', limit: 'paymentNotifications' },
  { path: '/api/premium/pre-orders', limit: 'preOrders' },
]

/**
 * Routes that queue mail (or, later, SMS) to an address or number the sender chose: besides their
 * client limit, each is held to `mailPerAddress` per address, counted per route (decision 048).
 */
export const mailSendingRoutes: readonly string[] = [
  '/api/email/subscribe',
  '/api/appointments/book_appointment',
  '/api/vitalcare/create',
  '/api/wellness/create',
]

/**
 * POSTs that only compute (scoring a test's answers: no write, no mail, no outside call). Like
 * reads, no write limit counts them, neither per client nor toward the address ceiling, so people
 * taking tests behind one operator's address never use up its bookings (decision 048).
 */
export const computeOnlyRoutes: readonly string[] = ['/api/interpret']
