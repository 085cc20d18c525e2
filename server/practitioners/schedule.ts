/**
 * A practitioner's schedule (issue 22 part 4; decision 085): the bookings operations assigned to
 * them (`services.practitioner_id`, migration 140), and for one session what they need before it:
 * the booking, its notes, the pre-session screenings finished (bookings/screenings.ts) and the
 * results the person chose to share (manage/shared-results.ts). Reads only: the routes check that
 * the booking is the practitioner's own and audit every read.
 */
import { sql, type Kysely } from 'kysely'
import type { StaffSchedule } from '#schemas/generated/staff-schedule.ts'
import type { StaffScheduleSession } from '#schemas/generated/staff-schedule-session.ts'
import type { Tables } from '../db/tables.ts'
import { screeningsOf } from '../bookings/screenings.ts'
import { shortReference } from '../mail/booking-lines.ts'
import { sharedResultsOf } from '../manage/shared-results.ts'
import { todayInNairobi, addDays } from '#engine/index.ts'

type Session = StaffSchedule['sessions'][number]

/** The most sessions one schedule lists. */
export const scheduleLimit = 200

/** The fields of personal data the schedule shows, and those one session adds (for the audit entries). */
export const scheduleFields = ['first_name', 'last_name', 'service_type', 'session', 'mode_of_consultation'] as const
export const sessionFields = [...scheduleFields, 'phone_number', 'email', 'patient_notes', 'booking_notes', 'screenings', 'shared_results'] as const

function sessionQuery(db: Kysely<Tables>) {
  return db
    .selectFrom('services')
    .select(['services.id', 'service_type', 'first_name', 'last_name', 'session_time', 'practitioner', 'mode_of_consultation', 'confirmed_at', 'cancelled_at', 'practitioner_id'])
    .select(sql<string>`to_char(session_day, 'YYYY-MM-DD')`.as('day'))
    .select((eb) =>
      eb
        .selectFrom('shared_results')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('shared_results.service_id', '=', 'services.id')
        .where('shared_results.withdrawn_at', 'is', null)
        .as('shared_count'),
    )
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirstOrThrow']>>

function sessionOf(row: SessionRow): Session {
  return {
    id: row.id,
    reference: shortReference(row.id),
    serviceType: row.service_type,
    day: row.day,
    time: row.session_time,
    name: `${row.first_name} ${row.last_name}`.trim(),
    practitioner: row.practitioner,
    modeOfConsultation: row.mode_of_consultation,
    confirmed: row.confirmed_at !== null,
    cancelled: row.cancelled_at !== null,
    sharedResults: Number(row.shared_count ?? 0),
  }
}

/** The practitioner's sessions from yesterday (Nairobi) on, earliest first. */
export async function scheduleOf(db: Kysely<Tables>, staffId: string, now: Date): Promise<StaffSchedule> {
  const rows = await sessionQuery(db)
    .where('practitioner_id', '=', staffId)
    .where(sql<boolean>`session_day >= ${addDays(todayInNairobi(now), -1)}::date`)
    .orderBy('session_day')
    .orderBy('session_time')
    .orderBy('services.id')
    .limit(scheduleLimit)
    .execute()
  return { sessions: rows.map(sessionOf) }
}

export type SessionLookup = { kind: 'found'; session: StaffScheduleSession } | { kind: 'not-found' } | { kind: 'not-theirs' }

/** One session, only when it is assigned to this practitioner. */
export async function sessionFor(db: Kysely<Tables>, staffId: string, serviceId: string): Promise<SessionLookup> {
  const row = await sessionQuery(db).select(['phone_number', 'email', 'patient_notes']).where('services.id', '=', serviceId).executeTakeFirst()
  if (!row) return { kind: 'not-found' }
  if (row.practitioner_id !== staffId) return { kind: 'not-theirs' }
  const notes = await db.selectFrom('booking_notes').select(['note', 'risk_flagged']).where('service_id', '=', serviceId).orderBy('created_at').execute()
  const screenings = await screeningsOf(db, serviceId, { service_type: row.service_type, practitioner: row.practitioner })
  const shared = await sharedResultsOf(db, serviceId)
  return {
    kind: 'found',
    session: {
      session: sessionOf(row),
      phone: row.phone_number,
      email: row.email,
      notes: [...(row.patient_notes ? [{ text: row.patient_notes, flagged: false }] : []), ...notes.map((note) => ({ text: note.note, flagged: note.risk_flagged }))],
      screenings: screenings.map(({ routeSlug, title, completed }) => ({ routeSlug, title, completed })),
      sharedResults: shared.flatMap((share) => (share.content ? [{ ...share.content, sharedAt: share.sharedAt.toISOString() }] : [])),
    },
  }
}
