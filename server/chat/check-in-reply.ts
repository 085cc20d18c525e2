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
import { chatReply } from './chat-reply.ts'
import { crisisCard } from './crisis-reply.ts'
import type { ReplyLanguage } from './language.ts'

type CheckInWords = { question: string; yes: string; no: string; someoneElse: string; afterNo: string; moodReason: string; therapistReason: string }

export const checkInWords: Record<ReplyLanguage, CheckInWords> = {
  en: {
    question: 'Thank you for telling me. I want to ask you directly, and it is all right to answer honestly: are you thinking about ending your life or hurting yourself?',
    yes: 'Yes',
    no: 'No',
    someoneElse: "I'm worried about someone else",
    afterNo:
      'Thank you for answering. If that changes, or things feel too heavy, "Need help now?" at the top of this chat keeps the numbers. A short check of your mood, or a talk with a therapist, may help you see what would support you.',
    moodReason: 'A short check of your mood over the last two weeks, with what the answers may mean.',
    therapistReason: 'A qualified therapist can listen and help you find support, in a private session. It is not an emergency service.',
  },
  sw: {
    question: 'Asante kwa kuniambia. Nataka kukuuliza moja kwa moja, na ni sawa kujibu kwa ukweli: je, unafikiria kujiua au kujidhuru?',
    yes: 'Ndiyo',
    no: 'Hapana',
    someoneElse: 'Nina wasiwasi kuhusu mtu mwingine',
    afterNo:
      'Asante kwa kujibu. Hali ikibadilika, au mambo yakikulemea, "Unahitaji msaada sasa?" juu ya mazungumzo haya kina nambari za simu. Kipimo kifupi cha hali ya moyo wako, au mazungumzo na mtaalamu, vinaweza kukusaidia kuona kitakachokusaidia.',
    moodReason: 'Kipimo kifupi cha hali ya moyo wako katika wiki mbili zilizopita, na maana ya majibu.',
    therapistReason: 'Mtaalamu wa tiba ya mazungumzo anaweza kukusikiliza na kukusaidia kupata msaada, katika kikao cha faragha. Si huduma ya dharura.',
  },
}

/** The direct question, its three buttons, and the contacts under it. */
export function checkInReply(catalogue: ChatCatalogue, language: ReplyLanguage): ChatReply {
  const words = checkInWords[language]
  const checkIn: ChatCheckIn = {
    question: words.question,
    answers: [
      { answer: 'yes', label: words.yes },
      { answer: 'no', label: words.no },
      { answer: 'someone-else', label: words.someoneElse },
    ],
  }
  return chatReply(words.question, [], language, { checkIn, crisis: crisisCard('suicide-self-harm', catalogue, language) })
}

/** After "No": the conversation goes on, with a mood check and a therapist offered. */
export function checkInDeclinedReply(catalogue: ChatCatalogue, language: ReplyLanguage): ChatReply {
  const words = checkInWords[language]
  const offered: [string, string][] = [
    ['/tests/depression', words.moodReason],
    ['/services/talk-to-a-therapist', words.therapistReason],
  ]
  const suggestions = offered.flatMap(([path, reason]) => {
    const route = catalogue.routes.get(path)
    return route ? [{ slug: route.path, text: route.callToAction, reason }] : []
  })
  return chatReply(words.afterNo, suggestions, language)
}
