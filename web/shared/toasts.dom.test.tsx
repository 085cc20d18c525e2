// @vitest-environment jsdom
/**
 * Toasts fetch their library with the first one (toasts.tsx): nothing of it is on the page before,
 * a toast asked for before the library is here still shows, and a toast id still means one toast.
 * toast-library.test.ts checks that nothing else imports the library.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Toasts, toast } from './toasts.tsx'

afterEach(cleanup)

const toastTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '')

it('draws nothing until the first toast, then shows it, once per toast id', async () => {
  const { container } = render(<Toasts autoClose={false} />)
  expect(container.innerHTML).toBe('')
  act(() => {
    toast.error('We could not load the test.', { toastId: 'load-failed' })
    toast.error('We could not load the test.', { toastId: 'load-failed' })
  })
  await waitFor(() => expect(toastTexts()).toEqual(['We could not load the test.']))
  act(() => toast.success('Your booking is saved.'))
  await waitFor(() => expect(toastTexts()).toEqual(expect.arrayContaining(['We could not load the test.', 'Your booking is saved.'])))
})
