/**
 * "A new version is ready — Reload" (decision 075): offered, never forced. The visitor may keep
 * going (a test in progress stays as it is) and reload when they choose; Reload hands over to the
 * new version, and a test under way resumes at the same question after it (test-flow keeps it in
 * session storage).
 */
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import type { UpdateWaiting } from './register.ts'

export function UpdateOffer({ update }: { update: UpdateWaiting }) {
  const [reloading, setReloading] = useState(false)
  return (
    <div className="update-offer" role="status">
      <span>{t({ message: 'A new version is ready', comment: 'Offer to load a new version of the site; shown at the foot of the screen' })}</span>{' '}
      <button
        type="button"
        className="update-offer-reload"
        disabled={reloading}
        onClick={() => {
          setReloading(true)
          update.accept()
        }}
      >
        {t({ message: 'Reload', comment: 'Button that loads the new version of the site' })}
      </button>
    </div>
  )
}
