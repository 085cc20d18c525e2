/**
 * One message of the conversation. An assistant message leads with its crisis card, then its text,
 * then (on the last assistant message only) its suggestions: links to the site's own tests and
 * services that open in a new tab, each with its reason underneath. A check-in shows its question,
 * its answer buttons (until answered) and the crisis card under them. Text is always text, never HTML.
 * A suggestion opens its address in the reply's pages' language (issue 20); a test available in
 * English only keeps its English label, marked lang="en".
 */
import { t } from '@lingui/core/macro'
import type { ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import { ChatCheckInView } from './chat-check-in.tsx'
import { ChatCrisisCard } from './chat-crisis-card.tsx'
import type { CheckInAnswer } from './chat-machine.ts'
import type { ChatMessage } from './chat-messages.ts'

function Suggestions({ suggestions }: { suggestions: readonly ChatSuggestion[] }) {
  return (
    <ul className="chat-suggestions">
      {suggestions.map((suggestion) => (
        <li key={suggestion.slug}>
          <a className="chat-suggestion-link" href={suggestion.href} target="_blank" rel="noopener">
            {suggestion.englishOnly ? <span lang="en">{suggestion.text}</span> : suggestion.text}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
          {suggestion.reason && <p className="chat-suggestion-reason">{suggestion.reason}</p>}
        </li>
      ))}
    </ul>
  )
}

type Props = {
  message: ChatMessage
  assistantName: string
  showSuggestions: boolean
  /** Given while a check-in may still be answered (the last message, nothing waiting). */
  onCheckInAnswer?: (answer: CheckInAnswer, label: string) => void
}

export function ChatMessageView({ message, assistantName, showSuggestions, onCheckInAnswer }: Props) {
  if (message.from === 'user') {
    return (
      <div className="chat-message chat-message-user">
        <span className="visually-hidden">{t({ message: 'You said:', comment: 'Read by screen readers before a message the visitor wrote' })}</span>
        <p className="chat-text">{message.text}</p>
      </div>
    )
  }
  if (message.checkIn) {
    return (
      <div className="chat-message chat-message-assistant">
        <span className="visually-hidden">{t({ message: `${assistantName} said:`, comment: 'Read by screen readers before a message of the assistant (Amani said:)' })}</span>
        <ChatCheckInView checkIn={message.checkIn} {...(message.crisis ? { crisis: message.crisis } : {})} {...(message.language ? { language: message.language } : {})} {...(onCheckInAnswer ? { onAnswer: onCheckInAnswer } : {})} />
      </div>
    )
  }
  return (
    <div className="chat-message chat-message-assistant">
      <span className="visually-hidden">{t({ message: `${assistantName} said:`, comment: 'Read by screen readers before a message of the assistant (Amani said:)' })}</span>
      {message.crisis && <ChatCrisisCard crisis={message.crisis} />}
      {message.text && (
        <p className="chat-text" lang={message.language}>
          {message.text}
        </p>
      )}
      {showSuggestions && message.suggestions.length > 0 && <Suggestions suggestions={message.suggestions} />}
    </div>
  )
}
