/** The schedule's sentences (staff-facing, English only: decision 070). */
export const scheduleMessages = {
  notFound: 'There is no booking with this id. Open it from your schedule.',
  notTheirs: 'This booking is not assigned to you, so you cannot open it. Ask operations if it should be.',
} as const
