// @vitest-environment jsdom
/**
 * Feedback text goes through the crisis net (issue 17 item 6): words that call for it show the
 * crisis card the app passes in at the top of the drawer, and it stays after the thanks; ordinary
 * feedback shows none. fetch is mocked.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FeedbackButton } from './index.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const card = (
  <section aria-label="Crisis contacts">
    <a href="tel:999">Call 999</a>
  </section>
)
const friendBox = () => screen.getByRole('textbox', { name: 'How would you describe this tool to a friend?' })

async function openDrawer() {
  const user = userEvent.setup()
  render(<FeedbackButton crisisCard={card} />)
  await user.click(screen.getByRole('button', { name: 'We Value Your Feedback' }))
  return { user, drawer: screen.getByRole('dialog', { name: "We'd Love to Hear Your Thoughts!" }) }
}

describe('the crisis card in the feedback drawer', () => {
  it('shows the card when the feedback shows a crisis, and keeps it after the thanks', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Thank you for your feedback!' }), { status: 201, headers: { 'Content-Type': 'application/json' } })))
    const { user, drawer } = await openDrawer()
    await user.type(friendBox(), 'honestly nothing helps, I want to end my life')
    expect(await within(drawer).findByRole('region', { name: 'Crisis contacts' }, { timeout: 10_000 })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Thank You For Your Feedback!')
    expect(within(drawer).getByRole('region', { name: 'Crisis contacts' })).toBeTruthy()
  })

  it('shows it for Swahili distress too, and not for ordinary feedback', async () => {
    const { user, drawer } = await openDrawer()
    await user.type(friendBox(), 'Quick and clear, my friend will like it')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(within(drawer).queryByRole('region', { name: 'Crisis contacts' })).toBeNull()
    await user.clear(friendBox())
    await user.type(friendBox(), 'Mimi ni mzigo kwa familia yangu')
    expect(await within(drawer).findByRole('region', { name: 'Crisis contacts' }, { timeout: 10_000 })).toBeTruthy()
  })
})
