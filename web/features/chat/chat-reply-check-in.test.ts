/**
 * The check-in and the emergency line of a reply (issue 17), trusted for nothing: a check-in keeps
 * its question and the three answers in the contract's order only when each has words; a check-in
 * alone is a usable reply; the emergency line of an act already done is kept as text.
 */
import { describe, expect, it } from 'vitest'
import { assistantMessageFrom } from './chat-reply.ts'

const question = 'Are you thinking about ending your life or hurting yourself?'
const answers = [
  { answer: 'no', label: 'No' },
  { answer: 'yes', label: 'Yes' },
  { answer: 'someone-else', label: "I'm worried about someone else" },
]
const empty = { reply: question, descriptions: [], routeslugs: [], suggestions: [] }

describe('a check-in in the reply', () => {
  it('is kept with its answers in the order yes, no, someone else', () => {
    const message = assistantMessageFrom({ ...empty, checkIn: { question, answers } })
    expect(message?.checkIn).toEqual({
      question,
      answers: [
        { answer: 'yes', label: 'Yes' },
        { answer: 'no', label: 'No' },
        { answer: 'someone-else', label: "I'm worried about someone else" },
      ],
    })
  })

  it('is dropped when an answer lacks words or the question is blank, and the empty reply is then not usable', () => {
    expect(assistantMessageFrom({ ...empty, checkIn: { question, answers: answers.slice(0, 2) } })).toBeNull()
    expect(assistantMessageFrom({ ...empty, checkIn: { question: ' ', answers } })).toBeNull()
  })

  it('keeps the emergency line of an act already done', () => {
    const crisis = {
      kind: 'medical-emergency',
      emergency: 'Call 999 or 112 now.',
      heading: 'You are not alone',
      message: 'Call now.',
      contacts: [{ service: 'Emergency', hours: '24/7', numbers: [{ tel: '999', display: '999' }] }],
      therapist: { text: 'Talk to a Therapist', link: '/services/talk-to-a-therapist' },
    }
    expect(assistantMessageFrom({ ...empty, crisis })?.crisis?.emergency).toBe('Call 999 or 112 now.')
  })
})
