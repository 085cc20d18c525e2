/**
 * The operations list (issue 22 part 3; decision 080): a Nairobi day's bookings in session order,
 * filtered by state and kind, or the bookings whose reference starts with what was typed (any
 * day); 50 a page, each with the provider's state of its payment and of its refund. The day and
 * reference are indexed (migration 140), so a page costs the same with 10,000 bookings as with 10.
 * Also the day's schedule as CSV, every cell safe to open in a spreadsheet.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { StaffBookingsPage } from '#schemas/generated/staff-bookings-page.ts'
import type { Tables } from '../db/tables.ts'
import { shortReference } from '../mail/booking-lines.ts'

export const bookingsPageSize = 50
export const bookingStatuses = ['awaiting-payment', 'paid', 'confirmed', 'attended', 'no-show', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]
export type ListedBooking = StaffBookingsPage['bookings'][number]

export type BookingsFilter = { day?: string; status?: BookingStatus; type?: ListedBooking['serviceType']; reference?: string }

/** The fields of personal data the list and the export show (for the audit entry). */
export const listedFields = ['first_name', 'last_name', 'service_type', 'session', 'status', 'payment', 'practitioner'] as const

const statusSql = sql<BookingStatus>`case
  when services.cancelled_at is not null then 'cancelled'
  when services.attendance is not null then services.attendance
  when services.confirmed_at is not null then 'confirmed'
  when services.is_paid then 'paid'
  else 'awaiting-payment' end`

function statusWhere(status: BookingStatus): Expression<SqlBool> {
  switch (status) {
    case 'cancelled': return sql<SqlBool>`services.cancelled_at is not null`
    case 'attended': case 'no-show': return sql<SqlBool>`services.cancelled_at is null and services.attendance = ${status}`
    case 'confirmed': return sql<SqlBool>`services.cancelled_at is null and services.attendance is null and services.confirmed_at is not null`
    case 'paid': return sql<SqlBool>`services.cancelled_at is null and services.attendance is null and services.confirmed_at is null and services.is_paid`
    case 'awaiting-payment': return sql<SqlBool>`services.cancelled_at is null and services.attendance is null and services.confirmed_at is null and not services.is_paid`
  }
}

function filtered(db: Kysely<Tables>, filter: BookingsFilter) {
  let query = db.selectFrom('services')
  if (filter.reference) query = query.where(sql<SqlBool>`upper(left(replace(services.id::text, '-', ''), 8)) like ${`${filter.reference.toUpperCase()}%`}`)
  else if (filter.day) query = query.where(sql<SqlBool>`services.session_day = ${filter.day}::date`)
  if (filter.status) query = query.where(statusWhere(filter.status))
  if (filter.type) query = query.where('services.service_type', '=', filter.type)
  return query
}

type Row = {
  id: string
  service_type: ListedBooking['serviceType']
  first_name: string
  last_name: string
  day: string
  session_time: string | null
  status: BookingStatus
  payment_status: string | null
  refund_status: string | null
  amount_kes: number
  mode_of_consultation: string | null
  practitioner_id: string | null
  practitioner_email: string | null
}

function selectBookings(db: Kysely<Tables>, filter: BookingsFilter) {
  return filtered(db, filter)
    .leftJoin('staff_accounts as practitioner', 'practitioner.id', 'services.practitioner_id')
    .select([
      'services.id',
      'services.service_type',
      'services.first_name',
      'services.last_name',
      sql<string>`to_char(services.session_day, 'YYYY-MM-DD')`.as('day'),
      'services.session_time',
      statusSql.as('status'),
      sql<string | null>`(select status from payment_orders where payment_orders.service_id = services.id)`.as('payment_status'),
      sql<string | null>`(select status from refunds where refunds.service_id = services.id order by created_at desc limit 1)`.as('refund_status'),
      'services.amount_kes',
      'services.mode_of_consultation',
      'services.practitioner_id',
      'practitioner.login_email as practitioner_email',
    ])
    .orderBy('services.session_day')
    .orderBy(sql`services.session_time nulls last`)
    .orderBy('services.id')
}

function listed(row: Row): ListedBooking {
  return {
    id: row.id,
    reference: shortReference(row.id),
    serviceType: row.service_type,
    day: row.day,
    time: row.session_time,
    name: `${row.first_name} ${row.last_name}`.trim(),
    status: row.status,
    paymentStatus: row.payment_status,
    refundStatus: row.refund_status,
    amountKes: row.amount_kes,
    mode: row.mode_of_consultation,
    practitioner: row.practitioner_id ? { id: row.practitioner_id, email: row.practitioner_email ?? '' } : null,
  }
}

export async function bookingsPage(db: Kysely<Tables>, filter: BookingsFilter, page: number): Promise<StaffBookingsPage> {
  const counted = await filtered(db, filter).select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow()
  const total = Number(counted.count)
  const pageCount = Math.max(1, Math.ceil(total / bookingsPageSize))
  const rows = (await selectBookings(db, filter).limit(bookingsPageSize).offset((Math.min(page, pageCount) - 1) * bookingsPageSize).execute()) as Row[]
  return { bookings: rows.map(listed), total, page: Math.min(page, pageCount), pageCount, day: filter.reference ? null : (filter.day ?? null) }
}

/** One booking as the list shows it. */
export async function listedBooking(db: Kysely<Tables>, id: string): Promise<ListedBooking | undefined> {
  const row = (await selectBookings(db, {}).where('services.id', '=', id).executeTakeFirst()) as Row | undefined
  return row && listed(row)
}

/** The most a day's export holds: far more than a clinic's day. */
export const exportLimit = 5000

/**
 * A cell as RFC 4180 writes it, and never a formula: a value starting with = + - @ (or a tab or
 * carriage return, which some spreadsheets skip) gets a leading single quote (OWASP CSV injection).
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const scheduleColumns = ['Time', 'Reference', 'Type', 'Name', 'Status', 'Payment', 'Refund', 'Consultation', 'Practitioner', 'Amount KES']

/** The day's schedule as CSV (every booking of the day, session order); undefined when too many. */
export async function scheduleCsv(db: Kysely<Tables>, day: string): Promise<string | undefined> {
  const rows = (await selectBookings(db, { day }).limit(exportLimit + 1).execute()) as Row[]
  if (rows.length > exportLimit) return undefined
  const lines = [scheduleColumns.map(csvCell).join(',')]
  for (const booking of rows.map(listed)) {
    lines.push(
      [booking.time, booking.reference, booking.serviceType, booking.name, booking.status, booking.paymentStatus, booking.refundStatus, booking.mode, booking.practitioner?.email ?? null, booking.amountKes]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
