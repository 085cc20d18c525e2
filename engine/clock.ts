/**
 * The page shell's entry to the engine: Nairobi's date today and the East African reading of a
 * time of day, which every page uses (the footer's year, the home page's service notes, dates in
 * web/shared/format-date-time.ts). Through engine/booking.ts the first-load chunks carried, or
 * shared a chunk with, every booking rule (phone numbers, slots, hours).
 * Every name here is also exported by engine/index.ts and engine/booking.ts.
 */
export { eastAfricanTime, swahiliClock, swahiliDayPart } from './bookings/east-african-time.ts'
export { todayInNairobi } from './bookings/nairobi-calendar.ts'
