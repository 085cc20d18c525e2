/**
 * A service card's highlighted line (the home page's services and /premium): a launch date is
 * said only while it is still ahead, in Nairobi days ('Launching Thursday, 1 May 2031'); once it
 * has passed, or when none is set, the card's own line stands ('Launch date to be announced'), so
 * no page calls a past day upcoming (decision 079).
 */
import { t } from '@lingui/core/macro'
import { todayInNairobi } from '#engine/clock.ts'
import type { ServiceCard } from '#schemas/generated/site.ts'
import { formatDay } from './format-date-time.ts'

/** The card's launch date when it is today or later in Nairobi, else nothing. */
export function upcomingLaunchDate(card: Pick<ServiceCard, 'launchDate'>, now: Date = new Date()): string | undefined {
  const { launchDate } = card
  // YYYY-MM-DD strings compare as dates.
  return launchDate && launchDate >= todayInNairobi(now) ? launchDate : undefined
}

export function serviceHighlight(card: Pick<ServiceCard, 'highlight' | 'launchDate'>, now: Date = new Date()): string {
  const launch = upcomingLaunchDate(card, now)
  if (!launch) return card.highlight
  const day = formatDay(launch)
  return t({ message: `Launching ${day}`, comment: "A service's opening day still ahead, e.g. Launching Thursday, 1 May 2031" })
}
