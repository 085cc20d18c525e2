/**
 * The booking forms' entry to the engine: the booking rules only (engine/bookings/), so the forms'
 * chunk carries no definition checks. Every name here is also exported by engine/index.ts
 * (decisions 008 and 052).
 */
export * from './bookings/index.ts'
