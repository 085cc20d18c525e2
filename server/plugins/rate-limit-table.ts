/**
 * Every write limit of the API in one table. Each limit's default and variable are described in
 * server/environment.schema.json (read by config.ts, listed in .env.example). Routes do not hard-code limits:
 * the rate-limit plugin gives each route in `routeLimits` its configured limit.
 */

/** The limits, per minute, when their variable is unset: the defaults of server/environment.schema.json, which describes each. */
export { rateLimitDefaults, type RateLimits } from '../config.ts'

export type RouteLimitName = 'chat' | 'survey' | 'subscribe' | 'paymentNotifications' | 'smsDeliveryReports' | 'preOrders'

/** Routes with their own counter instead of the shared writes counter, by path (no trailing slash). */
export const routeLimits: readonly { path: string; limit: RouteLimitName }[] = [
  { path: '/api/chat', limit: 'chat' },
  { path: '/api/survey', limit: 'survey' },
  { path: '/api/email/subscribe', limit: 'subscribe' },
  { path: '/api/payments/pesapal/ipn', limit: 'paymentNotifications' },
  { path: '/api/sms/delivery-reports', limit: 'smsDeliveryReports' },
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
  '/api/reports/email',
]

/**
 * POSTs that only compute (scoring a test's answers: no write, no mail, no outside call). Like
 * reads, no write limit counts them, neither per client nor toward the address ceiling, so people
 * taking tests behind one operator's address never use up its bookings (decision 048).
 */
export const computeOnlyRoutes: readonly string[] = ['/api/interpret']
