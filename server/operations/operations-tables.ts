/**
 * The operations tables and columns as Kysely sees them (migration 140; decision 080): each
 * practitioner's working hours, and what operations adds to a booking (its practitioner, its
 * confirmation, its attendance) with the session's day and start the database derives.
 */
import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, never, never>
/** A generated column: read, never written. */
type Derived<T> = ColumnType<T, never, never>

export type PractitionerHoursTable = {
  id: Generated<string>
  staff_id: string
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  weekday: number
  /** 'HH:MM:SS' as PostgreSQL gives a time back; written as 'HH:MM'. */
  starts_at: string
  ends_at: string
  created_at: CreatedAt
}

/** Columns migration 140 adds to `services`. */
export type ServiceOperationsColumns = {
  practitioner_id: ColumnType<string | null, string | null | undefined, string | null>
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  confirmed_by: ColumnType<string | null, string | null | undefined, string | null>
  attendance: ColumnType<'attended' | 'no-show' | null, 'attended' | 'no-show' | null | undefined, 'attended' | 'no-show' | null>
  attendance_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  attendance_by: ColumnType<string | null, string | null | undefined, string | null>
  /** The session's Nairobi day (the booking's day for one without a session), as a Date at midnight UTC. */
  session_day: Derived<Date | string>
  /** The session's start, 'HH:MM' (null without a session). */
  session_time: Derived<string | null>
}

export type OperationsTables = {
  practitioner_hours: PractitionerHoursTable
}

