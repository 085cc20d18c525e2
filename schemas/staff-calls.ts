/**
 * The staff console's calls (issue 22), a table beside the visitors' (api-calls.ts): same shape,
 * kept apart so that no visitor page's client can name them and the staff chunk carries only its
 * own. Every path is under /api/staff/; every call but the three of `staffPublicCalls` needs a
 * signed-in session, and every write (POST) a session's CSRF token in `staffHeaders.csrf` (or, for
 * the public three, the console's same origin). Other helpers add the operations calls here.
 */
import type { MessageAnswer } from './generated/message-answer.ts'
import type { StaffAccountRequest } from './generated/staff-account-request.ts'
import type { StaffAccounts } from './generated/staff-accounts.ts'
import type { StaffAuditCsv } from './generated/staff-audit-csv.ts'
import type { StaffAuditPage } from './generated/staff-audit-page.ts'
import type { StaffAuditQuery } from './generated/staff-audit-query.ts'
import type { StaffBookingAnswer } from './generated/staff-booking-answer.ts'
import type { StaffBookingAttendanceRequest } from './generated/staff-booking-attendance-request.ts'
import type { StaffBookingCancelRequest } from './generated/staff-booking-cancel-request.ts'
import type { StaffBookingConfirmRequest } from './generated/staff-booking-confirm-request.ts'
import type { StaffBookingRescheduleRequest } from './generated/staff-booking-reschedule-request.ts'
import type { StaffBookingsCsv } from './generated/staff-bookings-csv.ts'
import type { StaffBookingsExportQuery } from './generated/staff-bookings-export-query.ts'
import type { StaffBookingsPage } from './generated/staff-bookings-page.ts'
import type { StaffBookingsQuery } from './generated/staff-bookings-query.ts'
import type { StaffPractitionerHoursRequest } from './generated/staff-practitioner-hours-request.ts'
import type { StaffPractitioners } from './generated/staff-practitioners.ts'
import type { StaffEmailRequest } from './generated/staff-email-request.ts'
import type { StaffEnrolment } from './generated/staff-enrolment.ts'
import type { StaffLinkRequest } from './generated/staff-link-request.ts'
import type { StaffPasswordLink } from './generated/staff-password-link.ts'
import type { StaffSchedule } from './generated/staff-schedule.ts'
import type { StaffScheduleSession } from './generated/staff-schedule-session.ts'
import type { StaffScheduleSessionQuery } from './generated/staff-schedule-session-query.ts'
import type { StaffSession } from './generated/staff-session.ts'
import type { StaffSetPasswordRequest } from './generated/staff-set-password-request.ts'
import type { StaffSignInRequest } from './generated/staff-sign-in-request.ts'
import type { ApiCallSpec } from './api-calls.ts'

type Call<Body, Answer, Query = never> = { body: Body; answer: Answer; query: Query }

export interface StaffCallTypes {
  staffSignIn: Call<StaffSignInRequest, StaffSession>
  staffOpenLink: Call<StaffLinkRequest, StaffEnrolment>
  staffUseLink: Call<StaffSetPasswordRequest, MessageAnswer>
  staffSession: Call<undefined, StaffSession>
  staffSignOut: Call<undefined, MessageAnswer>
  staffAccounts: Call<undefined, StaffAccounts>
  staffCreateAccount: Call<StaffAccountRequest, StaffPasswordLink>
  staffResetLink: Call<StaffEmailRequest, StaffPasswordLink>
  staffDisableAccount: Call<StaffEmailRequest, MessageAnswer>
  staffRevokeSessions: Call<StaffEmailRequest, MessageAnswer>
  staffAudit: Call<undefined, StaffAuditPage, StaffAuditQuery>
  staffAuditExport: Call<undefined, StaffAuditCsv, StaffAuditQuery>
  staffSchedule: Call<undefined, StaffSchedule>
  staffScheduleSession: Call<undefined, StaffScheduleSession, StaffScheduleSessionQuery>
  staffBookings: Call<undefined, StaffBookingsPage, StaffBookingsQuery>
  staffBookingsExport: Call<undefined, StaffBookingsCsv, StaffBookingsExportQuery>
  staffPractitioners: Call<undefined, StaffPractitioners>
  staffPractitionerHours: Call<StaffPractitionerHoursRequest, StaffPractitioners>
  staffConfirmBooking: Call<StaffBookingConfirmRequest, StaffBookingAnswer>
  staffRescheduleBooking: Call<StaffBookingRescheduleRequest, StaffBookingAnswer>
  staffCancelBooking: Call<StaffBookingCancelRequest, StaffBookingAnswer>
  staffBookingAttendance: Call<StaffBookingAttendanceRequest, StaffBookingAnswer>
}

export type StaffCallName = keyof StaffCallTypes

export const staffCalls = {
  staffSignIn: { method: 'POST', path: '/api/staff/sign-in', body: 'staff-sign-in-request.schema.json', answer: 'staff-session.schema.json' },
  staffOpenLink: { method: 'POST', path: '/api/staff/password-links/open', body: 'staff-link-request.schema.json', answer: 'staff-enrolment.schema.json' },
  staffUseLink: { method: 'POST', path: '/api/staff/password-links/use', body: 'staff-set-password-request.schema.json', answer: 'message-answer.schema.json' },
  staffSession: { method: 'GET', path: '/api/staff/session', answer: 'staff-session.schema.json' },
  staffSignOut: { method: 'POST', path: '/api/staff/sign-out', answer: 'message-answer.schema.json' },
  staffAccounts: { method: 'GET', path: '/api/staff/accounts', answer: 'staff-accounts.schema.json' },
  staffCreateAccount: { method: 'POST', path: '/api/staff/accounts', body: 'staff-account-request.schema.json', answer: 'staff-password-link.schema.json' },
  staffResetLink: { method: 'POST', path: '/api/staff/accounts/reset-link', body: 'staff-email-request.schema.json', answer: 'staff-password-link.schema.json' },
  staffDisableAccount: { method: 'POST', path: '/api/staff/accounts/disable', body: 'staff-email-request.schema.json', answer: 'message-answer.schema.json' },
  staffRevokeSessions: { method: 'POST', path: '/api/staff/accounts/end-sessions', body: 'staff-email-request.schema.json', answer: 'message-answer.schema.json' },
  staffAudit: { method: 'GET', path: '/api/staff/audit', query: 'staff-audit-query.schema.json', answer: 'staff-audit-page.schema.json' },
  staffAuditExport: { method: 'GET', path: '/api/staff/audit/export', query: 'staff-audit-query.schema.json', answer: 'staff-audit-csv.schema.json' },
  // A practitioner's own sessions (server/practitioners/, decision 085).
  staffSchedule: { method: 'GET', path: '/api/staff/schedule', answer: 'staff-schedule.schema.json' },
  staffScheduleSession: { method: 'GET', path: '/api/staff/schedule/session', query: 'staff-schedule-session-query.schema.json', answer: 'staff-schedule-session.schema.json' },
  // The operations console (server/operations/, decision 080).
  staffBookings: { method: 'GET', path: '/api/staff/bookings', query: 'staff-bookings-query.schema.json', answer: 'staff-bookings-page.schema.json' },
  staffBookingsExport: { method: 'GET', path: '/api/staff/bookings/export', query: 'staff-bookings-export-query.schema.json', answer: 'staff-bookings-csv.schema.json' },
  staffPractitioners: { method: 'GET', path: '/api/staff/practitioners', answer: 'staff-practitioners.schema.json' },
  staffPractitionerHours: { method: 'POST', path: '/api/staff/practitioners/hours', body: 'staff-practitioner-hours-request.schema.json', answer: 'staff-practitioners.schema.json' },
  staffConfirmBooking: { method: 'POST', path: '/api/staff/bookings/confirm', body: 'staff-booking-confirm-request.schema.json', answer: 'staff-booking-answer.schema.json' },
  staffRescheduleBooking: { method: 'POST', path: '/api/staff/bookings/reschedule', body: 'staff-booking-reschedule-request.schema.json', answer: 'staff-booking-answer.schema.json' },
  staffCancelBooking: { method: 'POST', path: '/api/staff/bookings/cancel', body: 'staff-booking-cancel-request.schema.json', answer: 'staff-booking-answer.schema.json' },
  staffBookingAttendance: { method: 'POST', path: '/api/staff/bookings/attendance', body: 'staff-booking-attendance-request.schema.json', answer: 'staff-booking-answer.schema.json' },
} as const satisfies Record<StaffCallName, ApiCallSpec>

/** The calls a person makes before having a session: signing in and following a one-time link. */
export const staffPublicCalls = ['staffSignIn', 'staffOpenLink', 'staffUseLink'] as const satisfies readonly StaffCallName[]

/** Headers the console and the server both name. */
export const staffHeaders = {
  /** The session's CSRF token on every staff write. */
  csrf: 'x-csrf-token',
} as const
