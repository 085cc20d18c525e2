// @vitest-environment jsdom
/**
 * The home page's moving parts (SPEC.md section 4): the FAQ (one answer open at a time), the
 * testimonials (one at a time, wrapping both ways, position announced, highlight in words) and
 * and no partner strip while only placeholder logos are configured (decision 079; the strip
 * itself: partner-carousel.dom.test.tsx).
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { home } from '../../../tests-catalog/site.json'
import { HomePage } from './index.ts'

afterEach(cleanup)

function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('the FAQ', () => {
  const question = (name: string) => screen.getByRole('button', { name })
  /** Whether the answer's text is shown (answers stay in the page, hidden while closed). */
  const shows = (answer: string) => screen.getByText(answer).closest('[hidden]') === null
  const [first, second] = home.faqs.items as [(typeof home.faqs.items)[number], (typeof home.faqs.items)[number]]

  it('lists 8 questions, all closed, each controlling its answer', () => {
    renderHome()
    const faq = screen.getByRole('region', { name: home.faqs.title })
    const buttons = within(faq).getAllByRole('button')
    expect(buttons).toHaveLength(8)
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false')
      expect(document.getElementById(button.getAttribute('aria-controls')!)?.hidden).toBe(true)
    }
    expect(shows(first.answer)).toBe(false)
  })

  it('opens one answer at a time, and closes the open one when it is chosen again', async () => {
    const user = renderHome()
    await user.click(question(first.question))
    expect(question(first.question).getAttribute('aria-expanded')).toBe('true')
    expect(shows(first.answer)).toBe(true)

    await user.click(question(second.question))
    expect(question(second.question).getAttribute('aria-expanded')).toBe('true')
    expect(question(first.question).getAttribute('aria-expanded')).toBe('false')
    expect(shows(first.answer)).toBe(false)
    expect(shows(second.answer)).toBe(true)

    await user.click(question(second.question))
    expect(question(second.question).getAttribute('aria-expanded')).toBe('false')
    expect(shows(second.answer)).toBe(false)
  })

  it('answers the data-security question about security', async () => {
    const user = renderHome()
    await user.click(question('Is my data safe?'))
    const answer = document.getElementById(question('Is my data safe?').getAttribute('aria-controls')!)!
    expect(answer.textContent).toMatch(/encrypted/)
    expect(answer.textContent).not.toMatch(/responsive|screen size/i)
  })
})

describe('the testimonials', () => {
  const items = home.testimonials.items
  const region = () => screen.getByRole('region', { name: home.testimonials.title })
  const shown = () => within(region()).getByRole('figure')

  it('shows one testimonial at a time, with its position', () => {
    renderHome()
    expect(within(region()).getAllByRole('figure')).toHaveLength(1)
    expect(shown().textContent).toContain(items[0]!.text)
    expect(within(region()).getByText('1 of 4')).toBeTruthy()
  })

  it('wraps from the last to the first with Next, announcing each position', async () => {
    const user = renderHome()
    for (const [index, item] of [...items.slice(1), items[0]!].entries()) {
      await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
      expect(shown().textContent).toContain(item.text)
      expect(within(region()).getByText(`${((index + 1) % 4) + 1} of 4`).getAttribute('aria-live')).toBe('polite')
    }
  })

  it('wraps from the first to the last with Previous', async () => {
    const user = renderHome()
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(shown().textContent).toContain(items[3]!.text)
    expect(shown().textContent).toContain(items[3]!.author)
    expect(within(region()).getByText('4 of 4')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(shown().textContent).toContain(items[2]!.text)
  })

  it('says in words which testimonial is highlighted, not by colour alone', async () => {
    const user = renderHome()
    expect(items[0]!.isHighlighted).toBe(true)
    expect(within(shown()).getByText('Featured story')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(within(shown()).queryByText('Featured story')).toBeNull()
  })
})

describe('the partner strip', () => {
  it('is not on the home page while only placeholder logos are configured (decision 079)', () => {
    renderHome()
    expect(screen.queryByRole('region', { name: home.partners.title })).toBeNull()
    expect(screen.queryByText(/placeholder logo/)).toBeNull()
  })
})
