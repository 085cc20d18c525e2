/**
 * One question per page (the NHS.UK pattern): the question is the h1 inside the fieldset's
 * legend, under the test's heading for it; the hint and any error are tied to the field with
 * aria-describedby. Progress, Previous and Next (or Submit on the last question) follow.
 */
import { t } from '@lingui/core/macro'
import { useEffect, useId, useRef } from 'react'
import { currentIndex, isCurrentAnswered, isOnLastQuestion, type TestMachineContext, type TestMachineEvent } from '#engine/flow.ts'
import type { TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { QuestionView } from './question-views.tsx'

type Props = {
  definition: TestDefinition
  /** The language of the test's own words when it is not the page's (an English-only test on a Kiswahili page). */
  textLanguage?: Locale | undefined
  context: TestMachineContext
  send: (event: TestMachineEvent) => void
}

export function QuestionPage({ definition, textLanguage, context, send }: Props) {
  const index = currentIndex(context)
  const question = definition.questions[index] ?? definition.questions[0]
  const total = definition.questions.length
  const number = index + 1
  const answered = isCurrentAnswered(context)
  const isLast = isOnLastQuestion(context)
  const id = useId()
  const [labelId, hintId, errorId, progressId] = ['question', 'hint', 'error', 'progress'].map((part) => `${id}-${part}`) as [string, string, string, string]
  const heading = useRef<HTMLHeadingElement>(null)

  // A new question is a new page: move focus to its heading so it is read out first.
  useEffect(() => heading.current?.focus(), [index])

  return (
    <main className="page question-page">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: isLast ? 'test.submit' : 'question.next' })
        }}
      >
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
            send={send}
          />
        </fieldset>
        <div className="button-row">
          {context.path.length > 1 && (
            <button type="button" className="button button-secondary" onClick={() => send({ type: 'question.back' })}>
              {t({ message: 'Previous', context: 'question page', comment: 'Button: back to the previous question' })}
            </button>
          )}
          <button type="submit" className="button" disabled={!answered}>
            {isLast ? t({ message: 'Submit', comment: 'Button on the last question: send the answers' }) : t({ message: 'Next', context: 'question page', comment: 'Button: to the next question' })}
          </button>
        </div>
      </form>
    </main>
  )
}
