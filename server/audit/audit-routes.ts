/**
 * The admin's view of the audit log (issue 22 part 2): GET /api/staff/audit (a page of 50,
 * newest first, filtered by staff address, record, action and Nairobi days) and
 * GET /api/staff/audit/export (the same selection as CSV, oldest first). Reading the log is
 * itself audited.
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { StaffAuditQuery } from '#schemas/generated/staff-audit-query.ts'
import staffAuditCsvSchema from '#schemas/staff-audit-csv.schema.json' with { type: 'json' }
import staffAuditPageSchema from '#schemas/staff-audit-page.schema.json' with { type: 'json' }
import staffAuditQuerySchema from '#schemas/staff-audit-query.schema.json' with { type: 'json' }
import { answerSchema, errorAnswers } from '../routes/answer-schemas.ts'
import { addCallRoute, requestSchemas } from '../routes/call-schemas.ts'
import { actorOf, requireRole } from '../staff/staff-guard.ts'
import { auditCsv, auditExportLimit, auditPage, type AuditFilter } from './audit-log.ts'
import { recordAudit } from './record-audit.ts'

registerSchema('staff-audit-query.schema.json', staffAuditQuerySchema)

const auditFields = ['staff', 'action', 'record', 'fields', 'ip address', 'user agent']

function filterOf(query: StaffAuditQuery): AuditFilter {
  return {
    ...(query.staff ? { staffEmail: query.staff } : {}),
    ...(query.recordType ? { recordType: query.recordType } : {}),
    ...(query.recordId ? { recordId: query.recordId } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { fromDay: query.from } : {}),
    ...(query.to ? { toDay: query.to } : {}),
  }
}

/** What the audit entry of a read says was asked for, as its record id. */
function described(filter: AuditFilter): string {
  const parts = Object.entries(filter).map(([name, value]) => `${name}=${value}`)
  return parts.length > 0 ? parts.join('&') : '*'
}

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const adminOnly = requireRole(app, 'admin')

  addCallRoute<{ Querystring: StaffAuditQuery }>(
    app,
    'staffAudit',
    { preHandler: adminOnly, schema: { ...requestSchemas('staffAudit'), response: { 200: answerSchema(staffAuditPageSchema), ...errorAnswers } } },
    async (request) => {
      const filter = filterOf(request.query)
      await recordAudit(app.db, { actor: actorOf(request), action: 'audit.view', record: { type: 'audit-log', id: described(filter) }, fields: auditFields, request })
      return auditPage(app.db, filter, Number(request.query.page ?? 1))
    },
  )

  addCallRoute<{ Querystring: StaffAuditQuery }>(
    app,
    'staffAuditExport',
    { preHandler: adminOnly, schema: { ...requestSchemas('staffAuditExport'), response: { 200: answerSchema(staffAuditCsvSchema), ...errorAnswers } } },
    async (request, reply) => {
      const filter = filterOf(request.query)
      await recordAudit(app.db, { actor: actorOf(request), action: 'audit.export', record: { type: 'audit-log', id: described(filter) }, fields: auditFields, request })
      const csv = await auditCsv(app.db, filter)
      if (csv === undefined) return reply.code(413).send({ message: `More than ${auditExportLimit.toLocaleString('en-KE')} entries match: narrow the dates or the filter and export again.`, errors: [] })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv)
    },
  )
}
