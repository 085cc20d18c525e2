/**
 * tests-catalog/crisis-contacts.json against its sources and against the product's reference
 * table, ../shared/crisis-contacts.md (decision 043): a line on the safety card has each number
 * from a primary source; hours are shown only where a source gives exactly those hours; every
 * source says when it was checked; and every row of the reference table is in the file, shown or
 * withheld with its reason, with the same hours where the card shows it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CrisisContactList } from '#schemas/index.ts'

const crisis = JSON.parse(readFileSync(new URL('./crisis-contacts.json', import.meta.url), 'utf8')) as CrisisContactList
const referenceUrl = new URL('../../shared/crisis-contacts.md', import.meta.url)

const shown = [...crisis.contacts, ...crisis.morePlaces]
const everyEntry = [...shown, ...crisis.withheld]
const isRealDate = (date: string) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)

/** The reference table's rows: service, the numbers of its number column (as tel digits), hours. */
function referenceRows(): { service: string; tels: string[]; hours: string }[] {
  expect(existsSync(referenceUrl), `the reference table ${referenceUrl.pathname} is missing`).toBe(true)
  return readFileSync(referenceUrl, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(service|---)/.test(line))
    .map((line) => {
      const [service = '', number = '', hours = ''] = line.split('|').slice(1).map((cell) => cell.trim())
      const tels = number.split(/\s+or\s+/).map((part) => part.replace(/\s/g, ''))
      return { service, tels, hours }
    })
}

describe('crisis-contacts.json and its sources', () => {
  it.each(crisis.contacts.map((contact) => [contact.id, contact] as const))('the card line %s has every number from a primary source', (_, contact) => {
    for (const { tel } of contact.numbers) {
      const primary = contact.sources.filter((source) => source.primary && source.numbers.includes(tel))
      expect(primary.map((source) => source.url), `${tel} needs a primary source`).not.toEqual([])
    }
  })

  it.each(shown.map((contact) => [contact.id, contact] as const))('%s shows no number and no hours that its sources do not give', (_, contact) => {
    for (const { tel } of contact.numbers) {
      expect(contact.sources.some((source) => source.numbers.includes(tel)), `${tel} has no source`).toBe(true)
    }
    if (contact.hours !== undefined) {
      expect(contact.sources.map((source) => source.hours), `hours "${contact.hours}" are given by no source`).toContain(contact.hours)
    }
  })

  it('records for every source the page and the date it was checked', () => {
    for (const source of everyEntry.flatMap((contact) => contact.sources)) {
      expect(source.url).toMatch(/^https?:\/\/\S+$/)
      expect(isRealDate(source.checked), `${source.checked} is not a real date`).toBe(true)
      expect(Date.parse(source.checked), 'checked in the future').toBeLessThanOrEqual(Date.now())
    }
    expect(everyEntry.every((contact) => contact.sources.some((source) => source.checked === contact.lastVerified))).toBe(true)
  })

  it('keeps each number in one place only, and says why a withheld line is not shown', () => {
    const tels = everyEntry.flatMap((contact) => contact.numbers.map((number) => number.tel))
    expect(new Set(tels).size).toBe(tels.length)
    for (const contact of crisis.withheld) expect(contact.notes, contact.id).toMatch(/not shown/i)
  })

  it('has a Kiswahili name for every line shown on the offline page', () => {
    for (const contact of crisis.contacts) expect(contact.sw.service.trim(), contact.id).not.toBe('')
  })
})

describe('crisis-contacts.json in step with shared/crisis-contacts.md', () => {
  const rows = referenceRows()
  const entryOf = (tel: string) => everyEntry.find((contact) => contact.numbers.some((number) => number.tel === tel))

  it('reads the six rows of the reference table, 1195 among them', () => {
    expect(rows).toHaveLength(6)
    expect(rows.map((row) => row.tels[0])).toContain('1195')
  })

  it.each(rows.map((row) => [row.service, row] as const))('has the row "%s", with its numbers', (_, row) => {
    for (const tel of row.tels) expect(entryOf(tel), `${tel} of "${row.service}" is not in crisis-contacts.json`).toBeDefined()
  })

  it.each(rows.map((row) => [row.service, row] as const))('shows "%s" with the reference hours, or none where the reference says to check them', (_, row) => {
    const entry = entryOf(row.tels[0]!)!
    if (crisis.withheld.includes(entry)) expect(entry.notes).toMatch(/not shown/i)
    else if (row.hours === '24/7') expect(entry.hours).toBe('24/7')
    else expect(entry.hours).toBeUndefined()
  })

  it('puts the 1195 helpline on the card itself', () => {
    expect(crisis.contacts.find((contact) => contact.numbers.some((number) => number.tel === '1195'))?.hours).toBe('24/7')
  })
})
