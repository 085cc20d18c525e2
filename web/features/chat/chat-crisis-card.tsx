/**
 * The crisis card at the head of an assistant message (shared/crisis-contacts.md): for an act
 * already done the emergency line (999 or 112) first of all, then heading, message, one-tap tel:
 * links for every number, and Talk to a Therapist (in a new tab, so the conversation stays open).
 * Every text is rendered as text.
 */
import { t } from '@lingui/core/macro'
import { useId } from 'react'
import type { ChatCrisis } from '#schemas/generated/chat-reply.ts'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'

export function ChatCrisisCard({ crisis }: { crisis: ChatCrisis }) {
  const headingId = useId()
  return (
    <section className="chat-crisis" aria-labelledby={headingId}>
      {crisis.emergency && (
        <p className="chat-emergency">
          <strong>{crisis.emergency}</strong> <a className="tel-link" href="tel:999">999</a> <a className="tel-link" href="tel:112">112</a>
        </p>
      )}
      <h3 id={headingId}>{crisis.heading}</h3>
      <p>{crisis.message}</p>
      <CrisisContactLinks contacts={crisis.contacts} />
      <a className="button" href={crisis.therapist.link} target="_blank" rel="noopener">
        {crisis.therapist.text}
        <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
      </a>
    </section>
  )
}
