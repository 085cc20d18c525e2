/** SPEC.md section 2: the strip above the navigation bar on the home page ('Try ... Today' and the early-preview line). */
import { home } from '../../../tests-catalog/site.json'

export function TopBanner() {
  return (
    <aside className="top-banner" aria-label="Early preview">
      <p>
        <strong>{home.banner.title}</strong> {home.banner.text}
      </p>
    </aside>
  )
}
