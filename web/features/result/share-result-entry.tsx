/**
 * The button that opens "Share this result with my practitioner" (decision 083). The panel and its
 * calls load only when the visitor asks for them, so the result page's first load stays small;
 * offline, the button says the sharing needs a connection. The result, with its answers, is also
 * kept in this page's memory for the visit (web/shared/visit-results.ts), so the booking form can
 * offer to share it (decision 102).
 */
import { t } from '@lingui/core/macro'
import { useEffect, useState, type ComponentType } from 'react'
import { rememberVisitResult } from '../../shared/visit-results.ts'
import type { ShareResultProps } from './share-result-panel.tsx'

export function ShareResultEntry(props: ShareResultProps) {
  const [Panel, setPanel] = useState<ComponentType<ShareResultProps>>()
  const [failed, setFailed] = useState(false)
  const { definition, answers, result, language } = props
  useEffect(() => rememberVisitResult({ definition, answers, result, language }), [definition, answers, result, language])
  if (Panel) return <Panel {...props} />
  return (
    <div className="page share-result-entry">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setFailed(false)
          import('./share-result-panel.tsx').then((module) => setPanel(() => module.default)).catch(() => setFailed(true))
        }}
      >
        {t`Share this result with my practitioner`}
      </button>
      {failed && <p role="alert">{t`Sharing needs a connection. Check your connection and try again.`}</p>}
    </div>
  )
}
