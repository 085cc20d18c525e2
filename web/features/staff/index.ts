/** The staff console (issue 22): its page at /staff and /staff/set-password, a chunk no visitor page loads. */
export { StaffConsole } from './staff-console.tsx'
