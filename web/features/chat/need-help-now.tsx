/**
 * "Need help now?" (issue 17): a control the chat panel always shows, whatever the replies, in the
 * page's language (issue 20: the Kiswahili pages' catalogue). One tap shows the emergency line and
 * every bundled crisis contact as tel: links; they come with the panel's code, so they work with
 * the network gone.
 */
import { t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'
import { activeLocale } from '../../shared/i18n.ts'
import { bundledContacts } from './offline-crisis.ts'

export function NeedHelpNow() {
  const [open, setOpen] = useState(false)
  const regionId = useId()
  const control = t`Need help now?`
  return (
    <div className="chat-need-help">
      <button type="button" className="button chat-need-help-toggle" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((shown) => !shown)}>
        {control}
      </button>
      <div id={regionId} className="chat-need-help-numbers" role="region" aria-label={control} hidden={!open}>
        <p>{t`If you or someone else is in danger now, call 999 or 112. These lines listen, free:`}</p>
        <CrisisContactLinks contacts={bundledContacts(activeLocale())} />
      </div>
    </div>
  )
}
