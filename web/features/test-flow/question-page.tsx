/**
 * One question per page (the NHS.UK pattern): the question is the h1 inside the fieldset's
 * legend, under the test's heading for it; the hint and any error are tied to the field with
 * aria-describedby. Progress, Previous and Next (or Submit on the last question) follow.
 */
import { t } from '@lingui/core/macro'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { currentIndex, isCurrentAnswered, isOnLastQuestion, type TestMachineContext, type TestMachineEvent } from '#engine/flow.ts'
import type { TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { QuestionView } from './question-views.tsx'
import { earlyStepWords } from './early-steps.ts'

type Props = {
  definition: TestDefinition
  /** The language of the test's own words when it is not the page's (an English-only test on a Kiswahili page). */
  textLanguage?: Locale | undefined
  context: TestMachineContext
  send: (event: TestMachineEvent) => void
  /** Drawn by the server for a browser without JavaScript (no-script-pages.tsx; decision 092): the form posts, Previous posts back. */
  serverForm?: ServerForm | undefined
  /**
   * The test's introduction (a dialog), drawn in this page before the first question, which the
   * stylesheet hides while the dialog is open (decision 106): Begin Test closes it, and the question
   * is there at once, even in the prerendered page before the scripts have run.
   */
  intro?: ReactNode
}

/** What a question page posts without JavaScript: its address, the answers so far (a hidden field) and a problem with the last post. */
export type ServerForm = { action: string; progress: string; problem?: ReactNode }

/** The fields a no-script form names (server/no-script/ reads them). */
export const serverFormFields = { step: 'step', progress: 'progress', answer: 'answer' } as const

const previousLabel = () => t({ message: 'Previous', context: 'question page', comment: 'Button: back to the previous question' })
const submitLabel = () => t({ message: 'Submit', comment: 'Button on the last question: send the answers' })

export function QuestionPage({ definition, textLanguage, context, send, serverForm, intro }: Props) {
  const index = currentIndex(context)
  const question = definition.questions[index] ?? definition.questions[0]
  const total = definition.questions.length
  const number = index + 1
  const answered = isCurrentAnswered(context)
  const isLast = isOnLastQuestion(context)
  const id = useId()
  const [labelId, hintId, errorId, progressId] = ['question', 'hint', 'error', 'progress'].map((part) => `${id}-${part}`) as [string, string, string, string]
  const heading = useRef<HTMLHeadingElement>(null)
  const backFormId = `${id}-back`
  const progressField = serverForm && <input type="hidden" name={serverFormFields.progress} value={serverForm.progress} />

  const form = useRef<HTMLFormElement>(null)
  const showingIntro = Boolean(intro)
  // An answer is drawn in the event that gave it, as a plain page's change handler would: the
  // option checked and Next enabled before the browser's next frame, not in a render queued after
  // the event, a frame later (decision 112).
  const answer = (event: TestMachineEvent) => flushSync(() => send(event))

  // A new question is a new page: move focus to its heading so it is read out first (the first
  // question's when the intro closes).
  useEffect(() => {
    if (!showingIntro) heading.current?.focus()
  }, [index, showingIntro])

  // Options picked, or a number or text typed, in the prerendered page before the scripts ran
  // (decision 106) are this question's answer: the machine is told, so Next works with it.
  useEffect(() => {
    if (context.answers[index] != null || !form.current) return
    for (const input of form.current.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked, input[type="checkbox"]:checked')) {
      send({ type: input.type === 'radio' ? 'answer.selected' : 'answer.toggled', option: Number(input.value) })
    }
    for (const field of form.current.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type="text"], textarea')) {
      if (field.value !== '') send({ type: 'answer.entered', value: field.value })
    }
    // Once, for the page as the scripts found it.
  }, [])

  return (
    <main className="page question-page">
      {intro}
      <form
        ref={form}
        noValidate
        method={serverForm ? 'post' : undefined}
        action={serverForm?.action}
        // The words the page's early steps draw on later questions, before the app runs (early-steps.ts, decision 117).
        {...(!serverForm && { [earlyStepWords.previous]: previousLabel(), [earlyStepWords.submit]: submitLabel() })}
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: isLast ? 'test.submit' : 'question.next' })
        }}
      >
        {serverForm?.problem}
        {progressField}
        <div className="progress">
          <p id={progressId}>{t({ message: `Question ${number} of ${total}`, comment: 'Progress above a question: its number and how many questions the test has' })}</p>
          <progress aria-labelledby={progressId} value={index + 1} max={total} />
        </div>
        <fieldset aria-describedby={question.hint ? hintId : undefined}>
          <legend lang={textLanguage}>
            <span className="caption">{question.questionHeading ?? definition.formHeading}</span>
            <h1 id={labelId} tabIndex={-1} ref={heading}>
              {question.question}
            </h1>
          </legend>
          {question.hint && (
            <p className="hint" id={hintId} lang={textLanguage}>
              {question.hint}
            </p>
          )}
          <QuestionView
            key={question.id}
            question={question}
            answer={context.answers[index] ?? null}
            inputError={context.inputError}
            labelId={labelId}
            hintId={question.hint ? hintId : undefined}
            errorId={errorId}
            textLanguage={textLanguage}
            fieldName={serverForm && serverFormFields.answer}
            send={answer}
          />
        </fieldset>
        <div className="button-row">
          {context.path.length > 1 && serverForm && (
            // Posts the form after this one, so Enter in a typed answer still means Next (the default button is this form's first).
            <button type="submit" form={backFormId} className="button button-secondary" name={serverFormFields.step} value="back">
              {previousLabel()}
            </button>
          )}
          {context.path.length > 1 && !serverForm && (
            <button type="button" className="button button-secondary" onClick={() => send({ type: 'question.back' })}>
              {previousLabel()}
            </button>
          )}
          <button type="submit" className="button" disabled={!answered && !serverForm} name={serverForm && serverFormFields.step} value={serverForm && (isLast ? 'submit' : 'next')}>
            {isLast ? submitLabel() : t({ message: 'Next', context: 'question page', comment: 'Button: to the next question' })}
          </button>
        </div>
      </form>
      {serverForm && (
        <form id={backFormId} method="post" action={serverForm.action}>
          {progressField}
        </form>
      )}
    </main>
  )
}
