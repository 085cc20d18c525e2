/**
 * The chat panel (SPEC.md section 2, AI chat widget), loaded on first open: a non-modal dialog
 * with the title, the close icon and the disclaimer (RELIABILITY.md C4), the conversation in a
 * polite live log, the typing indicator while the assistant answers, and the 3-row message box.
 * A "Need help now?" control with the crisis numbers is always in the header (issue 17), and a
 * check-in's answer buttons send their answer.
 * Behaviour lives in chatMachine; this renders its snapshot and sends it the typed text. It stays
 * mounted (hidden) when closed, so the conversation survives closing and reopening. Its words are
 * in the page's language, and every request says it (issue 20).
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { activeLocale } from '../../shared/i18n.ts'
import { siteAssistant } from '../../shared/site-text.ts'
import { chatMachine, type CheckInAnswer } from './chat-machine.ts'
import { MESSAGE_MAX_CHARS } from './chat-messages.ts'
import { ChatMessageView } from './chat-message-view.tsx'
import { NeedHelpNow } from './need-help-now.tsx'

type Props = { id: string; open: boolean; onClose: () => void }

export function ChatPanel({ id, open, onClose }: Props) {
  const assistant = siteAssistant()
  const [snapshot, send] = useMachine(chatMachine, { input: { assistantName: assistant.name, language: activeLocale() } })
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const disclaimerId = useId()
  const inputId = useId()
  const waiting = snapshot.matches('waiting')
  const { messages } = snapshot.context
  const lastAssistant = messages.findLastIndex((message) => message.from === 'assistant')

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])
  // A new reply is shown from its start (a crisis card leads it); anything else scrolls to the end.
  useEffect(() => {
    const log = logRef.current
    const newest = log?.lastElementChild
    if (!log) return
    if (newest instanceof HTMLElement && messages.at(-1)?.from === 'assistant' && messages.length > 1) log.scrollTop = Math.max(0, newest.offsetTop - 8)
    else log.scrollTop = log.scrollHeight
  }, [messages, waiting])

  function sendDraft() {
    if (waiting || draft.trim() === '') return
    send({ type: 'message.sent', text: draft })
    setDraft('')
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    sendDraft()
  }
  // Enter sends, Shift+Enter starts a new line (and Enter while composing text is left alone).
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      sendDraft()
    }
  }

  return (
    <div id={id} className="chat-panel" role="dialog" aria-labelledby={titleId} aria-describedby={disclaimerId} hidden={!open}>
      <div className="chat-header">
        <h2 id={titleId}>{t`Chat with ${assistant.name}`}</h2>
        <button type="button" className="dialog-close chat-close" aria-label={t`Close the assistant`} onClick={onClose}>
          ×
        </button>
        <p id={disclaimerId} className="chat-disclaimer">
          <Trans>
            For information only, not a diagnosis. In an emergency, call <a href="tel:999">999</a> or <a href="tel:112">112</a>.
          </Trans>
        </p>
        <NeedHelpNow />
      </div>
      <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label={t({ message: 'Conversation', comment: 'Name of the chat log' })} tabIndex={0}>
        {messages.map((message, index) => (
          <ChatMessageView
            key={index}
            message={message}
            assistantName={assistant.name}
            showSuggestions={index === lastAssistant}
            {...(index === messages.length - 1 && !waiting ? { onCheckInAnswer: (answer: CheckInAnswer, label: string) => send({ type: 'checkIn.answered', answer, label }) } : {})}
          />
        ))}
      </div>
      <p className="chat-typing" role="status">
        {waiting ? t`${assistant.name} is typing...` : ''}
      </p>
      <form className="chat-form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t`Your message`}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={3}
          maxLength={MESSAGE_MAX_CHARS}
          placeholder={assistant.inputPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button" aria-disabled={waiting}>
          {t({ message: 'Send', comment: 'Sends the typed message to the assistant' })}
        </button>
      </form>
    </div>
  )
}
