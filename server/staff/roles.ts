/** The three staff roles (issue 22): what each may do is decided by the routes' `requireRole`. */
export const staffRoles = ['admin', 'operations', 'practitioner'] as const

export type StaffRole = (typeof staffRoles)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value)
}
