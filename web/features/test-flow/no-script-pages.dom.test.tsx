// @vitest-environment jsdom
/**
 * A question drawn for a browser without JavaScript (decision 092) is a form a browser can send on
 * its own: it posts to the test's address, each choice carries its number under one name, Next is
 * never disabled (nothing would enable it), the answers so far ride in a hidden field, and Previous
 * belongs to a second form, so Enter in a typed answer still means Next. A problem shows at the top.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDefinition } from '#engine/index.ts'
import depressionJson from '#catalog/tests/depression.json' with { type: 'json' }
import activityJson from '#catalog/tests/physical-activity.json' with { type: 'json' }
import { NoScriptQuestion } from './no-script-pages.tsx'

afterEach(() => cleanup())

const depression = loadDefinition(depressionJson, 'depression.json')
const activity = loadDefinition(activityJson, 'physical-activity.json')

describe('a question without JavaScript', () => {
  it('is a form that posts its choice, Next and the answers so far, with Previous in a form of its own', () => {
    const answers = depression.questions.map((_, index) => (index === 0 ? 2 : null))
    const { container } = render(<NoScriptQuestion pathname="/tests/depression" definition={depression} answers={answers} path={[0, 1]} progress='{"answers":[2]}' unanswered="Choose an answer." />)
    const [form, backForm] = [...container.querySelectorAll('form')]
    expect([form?.method, form?.getAttribute('action')]).toEqual(['post', '/tests/depression'])
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => [radio.name, radio.value, radio.form])).toEqual(depression.questions[1]!.options!.map((_, index) => ['answer', String(index), form]))
    const nextButton = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect([nextButton.disabled, nextButton.name, nextButton.value, nextButton.form]).toEqual([false, 'step', 'next', form])
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement
    expect([previous.type, previous.value, previous.form]).toEqual(['submit', 'back', backForm])
    for (const owner of [form, backForm]) expect((owner?.elements.namedItem('progress') as HTMLInputElement).value).toBe('{"answers":[2]}')
  })

  it('says what is wrong: no answer chosen, or a typed number out of range, beside the field', () => {
    render(<NoScriptQuestion pathname="/tests/depression" definition={depression} answers={depression.questions.map(() => null)} path={[0]} progress="{}" problem={{ kind: 'unanswered' }} unanswered="Choose an answer, then press the button again." />)
    expect(screen.getByRole('alert').textContent).toContain('Choose an answer, then press the button again.')
    cleanup()
    const numberAt = activity.questions.findIndex((question) => question.type === 'user-input-number')
    const path = [...Array(numberAt + 1).keys()]
    render(<NoScriptQuestion pathname="/tests/physical-activity" definition={activity} answers={activity.questions.map(() => null)} path={path} progress="{}" problem={{ kind: 'entry', inputError: 'Enter a whole number, using digits only.' }} unanswered="Choose an answer." />)
    expect(screen.getByRole('alert').textContent).toContain('Enter a whole number, using digits only.')
    expect((screen.getByRole('textbox') as HTMLInputElement).name).toBe('answer')
  })
})
