/**
 * Booking rules both sides apply (decision 052): the Kenyan calendar, consultation hours and the
 * slots they allow, coordinate truncation, Kenyan phone numbers and Kiswahili (East African) times. Re-exported by engine/index.ts
 * and, for the booking forms' chunk, by engine/booking.ts.
 */
export { addDays, clockTime, isCalendarDate, maxDaysAhead, nairobiNow, todayInNairobi, weekdayNames, weekdayOf, weekdays, weekdaysText } from './nairobi-calendar.ts'
export type { Weekday } from './nairobi-calendar.ts'
export { defaultConsultationHoursText, minutesOfClock, openDaysText, openingOn, openingText, parseConsultationHours } from './consultation-hours.ts'
export type { ConsultationHours, OpenDay } from './consultation-hours.ts'
export { bookingDateIssue, bookingDateProblem, bookingSlotProblem, dateIssueText, lastBookableDay, offeredDateIssue, offeredDateProblem, slotMinutes, timeChoices } from './booking-slots.ts'
export type { DateIssue, SlotLabels, SlotProblem } from './booking-slots.ts'
export { changeNoticeHours, isChangeableAt, refundOnCancel, rescheduleIssue, sessionStart } from './booking-changes.ts'
export type { RescheduleIssue } from './booking-changes.ts'
export { truncateCoordinate } from './coordinates.ts'
export { eastAfricanTime, swahiliClock, swahiliDayPart } from './east-african-time.ts'
export { kenyanPhone, normaliseKenyanPhone, phoneNumberProblem } from './kenyan-phone.ts'
export type { KenyanPhone } from './kenyan-phone.ts'
