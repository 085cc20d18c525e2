// @vitest-environment jsdom
/**
 * The privacy policy shows the retention table the server enforces (tests-catalog/retention.json;
 * decision 078): every row, its kind, how long and why, in English and in Kiswahili, and who to
 * contact and how to complain to the Data Commissioner.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import retention from '../../../tests-catalog/retention.json'
import { AppRoutes } from '../../app/app.tsx'
import { contact } from '../../shared/site-contacts.ts'
import { backToEnglish, inKiswahili } from '../../testing/kiswahili-page.ts'

afterEach(() => cleanup())

async function retentionTable(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
  await screen.findByRole('heading', { level: 1 })
  return screen.getByRole('table')
}

describe('the retention table on the privacy policy', () => {
  it('shows every row in English, with how long and why, and the complaint route', async () => {
    const table = await retentionTable('/privacy-policy')
    expect(screen.getByRole('heading', { level: 2, name: 'How long we keep your data' })).toBeTruthy()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(retention.rows.length)
    retention.rows.forEach((entry, index) => {
      const row = rows[index]!
      expect(within(row).getByRole('rowheader').textContent).toBe(entry.kind.en)
      expect(row.textContent).toContain(entry.reason.en)
      expect(row.textContent).toContain(entry.from.en)
    })
    expect(rows[0]!.textContent).toContain('1 year from the day the booking was made, then anonymised')
    expect(screen.getByRole('link', { name: 'www.odpc.go.ke' }).getAttribute('href')).toBe('https://www.odpc.go.ke')
    expect(screen.getAllByRole('link', { name: contact.email }).length).toBeGreaterThan(0)
  })

  it('shows every row in Kiswahili', async () => {
    await inKiswahili(['static-pages'])
    try {
      const table = await retentionTable('/privacy-policy')
      expect(screen.getByRole('heading', { level: 2, name: 'Tunahifadhi data yako kwa muda gani' })).toBeTruthy()
      const rows = within(table).getAllByRole('row').slice(1)
      retention.rows.forEach((entry, index) => {
        expect(within(rows[index]!).getByRole('rowheader').textContent).toBe(entry.kind.sw)
        expect(rows[index]!.textContent).toContain(entry.reason.sw)
      })
      expect(rows[0]!.textContent).toContain('mwaka 1 tangu siku miadi ilipowekwa, kisha huondolewa utambulisho')
      expect(screen.getByText(/kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data \(ODPC\)/)).toBeTruthy()
    } finally {
      backToEnglish()
    }
  })
})
