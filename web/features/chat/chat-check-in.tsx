/**
 * The check-in (issue 17): the assistant's direct question, its three answer buttons (Yes, No,
 * "I'm worried about someone else", in the reply's language) while unanswered, and the crisis
 * card under the question. Pressing a button sends its words as the person's message.
 */
import type { ChatCheckIn, ChatCrisis } from '#schemas/generated/chat-reply.ts'
import { ChatCrisisCard } from './chat-crisis-card.tsx'
import type { CheckInAnswer } from './chat-machine.ts'

type Props = {
  checkIn: ChatCheckIn
  crisis?: ChatCrisis
  language?: string
  onAnswer?: (answer: CheckInAnswer, label: string) => void
}

export function ChatCheckInView({ checkIn, crisis, language, onAnswer }: Props) {
  return (
    <>
      <p className="chat-text chat-check-in-question" lang={language}>
        {checkIn.question}
      </p>
      {onAnswer && (
        <div className="chat-check-in-answers" role="group" aria-label={checkIn.question}>
          {checkIn.answers.map(({ answer, label }) => (
            <button key={answer} type="button" className="button button-secondary" lang={language} onClick={() => onAnswer(answer, label)}>
              {label}
            </button>
          ))}
        </div>
      )}
      {crisis && <ChatCrisisCard crisis={crisis} />}
    </>
  )
}
