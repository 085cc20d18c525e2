// @vitest-environment jsdom
/** The text view, which no catalogue test uses yet: its limit, its label and what it sends. */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { Question } from '#schemas/index.ts'
import { questionViews } from './question-views.tsx'

afterEach(() => cleanup())

it('offers a text box limited to the question maxLength, named by the question, sending what is typed', async () => {
  const send = vi.fn()
  const question: Question = { id: 'worries', type: 'user-input-text', question: 'What worries you most?', maxLength: 20 }
  const TextView = questionViews[question.type]
  render(
    <>
      <h1 id="q">{question.question}</h1>
      <p id="h">A hint</p>
      <TextView question={question} answer={null} inputError="must be at most 20 characters" labelId="q" hintId="h" errorId="e" send={send} />
    </>,
  )
  const box = screen.getByRole('textbox', { name: 'What worries you most?' }) as HTMLTextAreaElement
  expect(box.maxLength).toBe(20)
  expect(box.getAttribute('aria-describedby')).toBe('h e')
  expect(box.getAttribute('aria-invalid')).toBe('true')
  // The page says what is wrong in its own words, from the question's limit.
  expect(document.getElementById('e')?.textContent).toBe('Error: Please keep your answer to 20 characters or fewer.')

  await userEvent.setup().type(box, 'Sleep')
  expect(send).toHaveBeenLastCalledWith({ type: 'answer.entered', value: 'Sleep' })
})
