/**
 * Everything under /api. Each API feature is a plugin registered here; an /api path that no
 * route answers gets a JSON 404, never the web app's index.html.
 */
import type { FastifyInstance } from 'fastify'
import compression from '../plugins/compression.ts'
import { bookingsRoutes } from './bookings.ts'
import { chatRoutes } from './chat.ts'
import { consultationHoursRoutes } from './consultation-hours.ts'
import { healthRoutes } from './health.ts'
import { manageRoutes } from './manage.ts'
import { dataRightsRoutes } from './data-rights.ts'
import { paymentsRoutes } from './payments.ts'
import { premiumRoutes } from './premium.ts'
import { reportMailRoutes } from './report-mail.ts'
import { receiptRoutes } from './receipts.ts'
import { screeningsRoutes } from './screenings.ts'
import { slotAvailabilityRoutes } from '../operations/slot-availability-route.ts'
import { serviceDataRoutes } from './service-data.ts'
import { smsRoutes } from './sms.ts'
import { subscribeRoutes } from './subscribe.ts'
import { surveyRoutes } from './survey.ts'
import { testsRoutes } from './tests.ts'
import { unsubscribeRoutes } from './unsubscribe.ts'
import { uploadsRoutes } from './uploads.ts'
import { answerMessage } from '../i18n/answer-messages.ts'
import { staffApi } from '../staff/staff-api.ts'

export const notFoundMessage = answerMessage(/*i18n*/ { id: 'api.not-found', message: 'Not found' })

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  // Only API answers are compressed on the fly; the web app's files were compressed at build time.
  await api.register(compression)
  await api.register(healthRoutes)
  await api.register(testsRoutes)
  await api.register(subscribeRoutes)
  await api.register(unsubscribeRoutes)
  await api.register(reportMailRoutes)
  await api.register(surveyRoutes)
  await api.register(bookingsRoutes)
  await api.register(consultationHoursRoutes)
  await api.register(slotAvailabilityRoutes)
  await api.register(uploadsRoutes)
  await api.register(serviceDataRoutes)
  await api.register(paymentsRoutes)
  await api.register(receiptRoutes)
  await api.register(screeningsRoutes)
  await api.register(premiumRoutes)
  await api.register(chatRoutes)
  await api.register(smsRoutes)
  await api.register(manageRoutes)
  await api.register(dataRightsRoutes)
  // The staff console's calls, in their own context behind the staff guard (server/staff/).
  await api.register(staffApi)

  api.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: notFoundMessage }))
}
