/**
 * A time of day said the East African way, as Kiswahili speakers in Kenya count the hours: from
 * 06:00 and from 18:00, with the part of the day named. 08:30 is "2:30 asubuhi", 14:30 is
 * "8:30 mchana". A bare "8:30" on a Kiswahili page reads as half past two in the afternoon, so a
 * visitor would miss the call; every Kiswahili time the site says (pages, mails, SMS) goes through
 * here and keeps the 24-hour clock beside it: "2:30 asubuhi (08:30)".
 */

/** The part of the day a Kiswahili speaker names with an hour (0-23). */
export function swahiliDayPart(hours: number): 'asubuhi' | 'mchana' | 'jioni' | 'usiku' {
  if (hours >= 5 && hours < 12) return 'asubuhi'
  if (hours >= 12 && hours < 16) return 'mchana'
  if (hours >= 16 && hours < 19) return 'jioni'
  return 'usiku'
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** "2:30 asubuhi (08:30)" for 8 h 30: the East African hour, the day part and the 24-hour clock (said after "saa"). */
export function eastAfricanTime(hours: number, minutes: number): string {
  const counted = (hours + 6) % 12 || 12
  return `${counted}:${twoDigits(minutes)} ${swahiliDayPart(hours)} (${twoDigits(hours)}:${twoDigits(minutes)})`
}

/** "saa 2:30 asubuhi (08:30)": a time on its own, as a Kiswahili page or mail shows it. */
export function swahiliClock(hours: number, minutes: number): string {
  return `saa ${eastAfricanTime(hours, minutes)}`
}
