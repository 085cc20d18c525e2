// @vitest-environment jsdom
/**
 * The one page-loading pattern (usePageLoad over the page-load machine, shown by PageLoadStatus):
 * a status while loading, then the page; a failure shows the page's heading, the sentence and
 * Try again, which loads again; a failure that trying again cannot fix, or a page that cannot ask
 * at all, shows no Try again.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it, vi } from 'vitest'
import { PageLoadError, type LoadProblem } from './page-load-machine.ts'
import { PageLoadStatus } from './page-load-status.tsx'
import { usePageLoad } from './use-page-load.ts'

afterEach(cleanup)

function Page({ load, unavailable }: { load: () => Promise<string>; unavailable?: LoadProblem }) {
  const state = usePageLoad(load, { fallbackMessage: 'We could not load your booking. Please try again.', unavailable })
  return (
    <PageLoadStatus load={state} title="Your booking" loadingText="Loading your booking...">
      {(name) => <h1>Booking {name}</h1>}
    </PageLoadStatus>
  )
}

const show = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>)

it('says it is loading, then shows the page', async () => {
  show(<Page load={() => Promise.resolve('AB12')} />)
  expect(screen.getByRole('status').textContent).toContain('Loading your booking...')
  expect(await screen.findByRole('heading', { name: 'Booking AB12' })).toBeTruthy()
})

it('shows the problem with Try again, which loads again', async () => {
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('AB12')
  show(<Page load={load} />)
  expect((await screen.findByRole('alert')).textContent).toBe('We could not load your booking. Please try again.')
  expect(screen.getByRole('heading', { name: 'Your booking' })).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Booking AB12' })).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(2)
})

it("words a failure the load names, without Try again when trying again cannot help", async () => {
  show(<Page load={() => Promise.reject(new PageLoadError('This booking link has expired.', false))} />)
  expect((await screen.findByRole('alert')).textContent).toBe('This booking link has expired.')
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
})

it('does not ask at all when the page cannot (a link without its booking)', async () => {
  const load = vi.fn(() => Promise.resolve('AB12'))
  show(<Page load={load} unavailable={{ message: 'We could not find your booking.', retryable: false }} />)
  expect(screen.getByRole('alert').textContent).toBe('We could not find your booking.')
  expect(load).not.toHaveBeenCalled()
})
