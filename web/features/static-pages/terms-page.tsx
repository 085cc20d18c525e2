/** SPEC.md sections 1 and 2, /terms-and-conditions: free, for adults, informational only; in the page's language. */
import { t } from '@lingui/core/macro'

export function TermsPage() {
  return (
    <main className="page static-page">
      <h1>{t`Terms and Conditions`}</h1>
      <h2>{t`Who can use the site`}</h2>
      <p>{t`The site and its assessments are free and are meant for adults. Anyone under 18 needs a parent or guardian to take part.`}</p>
      <h2>{t`Information, not diagnosis`}</h2>
      <p>
        {t`The tests are for information and screening only. They do not diagnose any condition and do not replace medical advice. Your results must be reviewed by a doctor before you act on them.`}
      </p>
      <h2>{t`In an emergency`}</h2>
      <p>{t`If you or someone else is in danger, call emergency services or go to the nearest hospital straight away.`}</p>
    </main>
  )
}
