/**
 * The check-in (issue 17, decision 041): when the distress net or the classifier matched what the
 * person wrote, short of a crisis, the assistant asks directly, in their language, whether they are
 * thinking about ending their life or hurting themselves (asking does not raise risk: the Columbia
 * protocol), with three answer buttons and the crisis contacts under the question. Yes leads to the
 * crisis answer, "someone else" to the helper's answer; No continues, with a mood check and a
 * therapist offered, and the widget's "Need help now?" control stays in view.
 */
import type { ChatCheckIn, ChatReply } from '#schemas/generated/chat-reply.ts'
import type { ChatCatalogue } from './chat-catalogue.ts'
import { say } from './chat-i18n.ts'
import { chatReply } from './chat-reply.ts'
import { crisisCard, therapistReason } from './crisis-reply.ts'
import type { ReplyLanguages } from './language.ts'
import { suggestionFor } from './suggestion-links.ts'

export const checkInMessages = {
  question: /*i18n*/ {
    id: 'chat.checkIn.question',
    message: 'Thank you for telling me. I want to ask you directly, and it is all right to answer honestly: are you thinking about ending your life or hurting yourself?',
  },
  yes: /*i18n*/ { id: 'chat.checkIn.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'chat.checkIn.no', message: 'No' },
  someoneElse: /*i18n*/ { id: 'chat.checkIn.someoneElse', message: "I'm worried about someone else" },
  afterNo: /*i18n*/ {
    id: 'chat.checkIn.afterNo',
    message:
      'Thank you for answering. If that changes, or things feel too heavy, "Need help now?" at the top of this chat keeps the numbers. A short check of your mood, or a talk with a therapist, may help you see what would support you.',
    comment: '"Need help now?" is the chat panel\'s control that shows the crisis numbers: use its translation in web/features/chat.',
  },
  moodReason: /*i18n*/ { id: 'chat.checkIn.moodReason', message: 'A short check of your mood over the last two weeks, with what the answers may mean.' },
}

/** The direct question, its three buttons, and the contacts under it. */
export function checkInReply(catalogue: ChatCatalogue, languages: ReplyLanguages): ChatReply {
  const t = say(languages.reply)
  const question = t(checkInMessages.question)
  const checkIn: ChatCheckIn = {
    question,
    answers: [
      { answer: 'yes', label: t(checkInMessages.yes) },
      { answer: 'no', label: t(checkInMessages.no) },
      { answer: 'someone-else', label: t(checkInMessages.someoneElse) },
    ],
  }
  return chatReply(question, [], languages.reply, { checkIn, crisis: crisisCard('suicide-self-harm', catalogue, languages) })
}

/** After "No": the conversation goes on, with a mood check and a therapist offered. */
export function checkInDeclinedReply(catalogue: ChatCatalogue, languages: ReplyLanguages): ChatReply {
  const t = say(languages.reply)
  const offered: [string, string][] = [
    ['/tests/depression', t(checkInMessages.moodReason)],
    ['/services/talk-to-a-therapist', t(therapistReason)],
  ]
  const suggestions = offered.flatMap(([path, reason]) => {
    const route = catalogue.routes.get(path)
    return route ? [suggestionFor(route, reason, languages)] : []
  })
  return chatReply(t(checkInMessages.afterNo), suggestions, languages.reply)
}
