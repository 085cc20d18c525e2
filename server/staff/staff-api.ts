/**
 * Every /api/staff route, in one Fastify context behind the staff guard (staff-guard.ts): the
 * guard's hooks apply to each route registered here and to no visitor route. A feature with staff
 * routes (the operations console, the practitioners' schedule) registers its plugin in this
 * function, takes the session with `currentStaff` and limits roles with `requireRole`.
 */
import type { FastifyInstance } from 'fastify'
import { auditRoutes } from '../audit/audit-routes.ts'
import { operationsRoutes } from '../operations/operations-routes.ts'
import { scheduleRoutes } from '../practitioners/schedule-routes.ts'
import { accountRoutes } from './account-routes.ts'
import { sessionRoutes } from './session-routes.ts'
import { registerStaffGuard } from './staff-guard.ts'

export async function staffApi(app: FastifyInstance): Promise<void> {
  registerStaffGuard(app)
  await app.register(sessionRoutes)
  await app.register(accountRoutes)
  await app.register(auditRoutes)
  await app.register(scheduleRoutes)
  await app.register(operationsRoutes)
}
