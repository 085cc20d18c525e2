/**
 * "Need help now?" (issue 17): a control the chat panel always shows, whatever the replies, in the
 * visitor's language (the last reply's). One tap shows the emergency line and every bundled crisis
 * contact as tel: links; they come with the panel's code, so they work with the network gone.
 */
import { useId, useState } from 'react'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'
import type { ReplyLanguage } from './chat-messages.ts'
import { bundledContacts } from './offline-crisis.ts'

const words: Record<ReplyLanguage, { control: string; emergency: string }> = {
  en: { control: 'Need help now?', emergency: 'If you or someone else is in danger now, call 999 or 112. These lines listen, free:' },
  sw: { control: 'Unahitaji msaada sasa?', emergency: 'Ikiwa wewe au mtu mwingine yuko hatarini sasa, piga simu 999 au 112. Nambari hizi zinasikiliza, bila malipo:' },
}

export function NeedHelpNow({ language = 'en' }: { language?: ReplyLanguage }) {
  const [open, setOpen] = useState(false)
  const regionId = useId()
  const { control, emergency } = words[language]
  return (
    <div className="chat-need-help" lang={language}>
      <button type="button" className="button chat-need-help-toggle" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((shown) => !shown)}>
        {control}
      </button>
      <div id={regionId} className="chat-need-help-numbers" role="region" aria-label={control} hidden={!open}>
        <p>{emergency}</p>
        <CrisisContactLinks contacts={bundledContacts()} />
      </div>
    </div>
  )
}
