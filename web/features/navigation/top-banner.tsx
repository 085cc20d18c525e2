/** SPEC.md section 2: the strip above the navigation bar on the home page ('Try ... Today' and the early-preview line), in the page's language. */
import { t } from '@lingui/core/macro'
import { siteHome } from '../../shared/site-text.ts'

export function TopBanner() {
  const { banner } = siteHome()
  return (
    <aside className="top-banner" aria-label={t`Early preview`}>
      <p>
        <strong>{banner.title}</strong> {banner.text}
      </p>
    </aside>
  )
}
