/**
 * One view per question type, in an exhaustive map keyed by the schema's Question union: a new
 * type in the schema fails the type check until it has a view here, and each view is given its
 * own type's question. Views only read the answer and send events; what an answer means
 * (exclusive options, number bounds, text length) is decided by the type's engine module.
 */
import { t } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { DEFAULT_TEXT_MAX_LENGTH } from '#engine/flow.ts'
import type { QuestionKind, QuestionOfKind, TestMachineEvent } from '#engine/flow.ts'
import type { Answer, MultiSelectQuestion, NumberQuestion, Question, SingleSelectQuestion, TextQuestion } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { numberErrorText, textErrorText } from './input-error-text.ts'

export type QuestionProps<Q extends Question = Question> = {
  question: Q
  answer: Answer
  inputError: string | null
  /** Id of the h1 holding the question text, which names typed-answer fields. */
  labelId: string
  /** Id of the hint, when the question has one. */
  hintId: string | undefined
  errorId: string
  /** The language of the test's own words (options, unit) when it is not the page's. */
  textLanguage?: Locale | undefined
  send: (event: TestMachineEvent) => void
  /** The form field's name, when the question is a form the server reads (no-script pages; decision 092); the question's id otherwise. */
  fieldName?: string | undefined
}

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean)
  return present.length > 0 ? present.join(' ') : undefined
}

function SingleSelectView({ question, answer, textLanguage, send, fieldName }: QuestionProps<SingleSelectQuestion>) {
  return (
    <div className="choices">
      {question.options.map((option, index) => (
        <label className="choice" key={index}>
          <input
            type="radio"
            name={fieldName ?? question.id}
            value={index}
            checked={answer === index}
            onChange={() => send({ type: 'answer.selected', option: index })}
          />
          <span lang={textLanguage}>{option.text}</span>
        </label>
      ))}
    </div>
  )
}

function MultiSelectView({ question, answer, textLanguage, send, fieldName }: QuestionProps<MultiSelectQuestion>) {
  const chosen = Array.isArray(answer) ? answer : []
  return (
    <div className="choices">
      {question.options.map((option, index) => (
        <label className="choice" key={index}>
          <input
            type="checkbox"
            name={fieldName ?? question.id}
            value={index}
            checked={chosen.includes(index)}
            onChange={() => send({ type: 'answer.toggled', option: index })}
          />
          <span lang={textLanguage}>{option.text}</span>
        </label>
      ))}
    </div>
  )
}

function ErrorMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null
  return (
    <p className="error-message" id={id}>
      <span className="visually-hidden">{t({ message: 'Error:', comment: 'Read out before an answer error' })} </span>
      {message}
    </p>
  )
}

function NumberView({ question, answer, inputError, labelId, hintId, errorId, textLanguage, send, fieldName }: QuestionProps<NumberQuestion>) {
  const unitId = `${question.id}-unit`
  return (
    <div className={inputError ? 'field field-error' : 'field'}>
      <ErrorMessage id={errorId} message={inputError && numberErrorText(question, inputError)} />
      <div className="input-with-suffix">
        <input
          type="text"
          name={fieldName}
          inputMode="numeric"
          autoComplete="off"
          className="number-input"
          aria-labelledby={describedBy(labelId, question.unit && unitId)}
          aria-describedby={describedBy(hintId, inputError && errorId)}
          aria-invalid={inputError ? true : undefined}
          defaultValue={typeof answer === 'number' ? String(answer) : ''}
          onChange={(event) => send({ type: 'answer.entered', value: event.target.value })}
        />
        {question.unit && (
          <span className="input-suffix" id={unitId} lang={textLanguage}>
            {question.unit}
          </span>
        )}
      </div>
    </div>
  )
}

function TextView({ question, answer, inputError, labelId, hintId, errorId, send, fieldName }: QuestionProps<TextQuestion>) {
  return (
    <div className={inputError ? 'field field-error' : 'field'}>
      <ErrorMessage id={errorId} message={inputError && textErrorText(question)} />
      <textarea
        rows={5}
        name={fieldName}
        maxLength={question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH}
        aria-labelledby={labelId}
        aria-describedby={describedBy(hintId, inputError && errorId)}
        aria-invalid={inputError ? true : undefined}
        defaultValue={typeof answer === 'string' ? answer : ''}
        onChange={(event) => send({ type: 'answer.entered', value: event.target.value })}
      />
    </div>
  )
}

export const questionViews: { readonly [K in QuestionKind]: ComponentType<QuestionProps<QuestionOfKind<K>>> } = {
  'single-select': SingleSelectView,
  'multi-select': MultiSelectView,
  'user-input-number': NumberView,
  'user-input-text': TextView,
}

/** The view of the question's own type. (The map pairs each type with its view; TypeScript cannot follow that through the union.) */
export function QuestionView(props: QuestionProps) {
  const View = questionViews[props.question.type] as ComponentType<QuestionProps>
  return <View {...props} />
}
