/**
 * /premium: what Premium is (the home page card's words, from site.json), its launch line, and
 * the pre-order form. SPEC.md section 2: the Premium card's 'Pre-Order Now' leads here.
 */
import { t } from '@lingui/core/macro'
import { serviceHighlight } from '../../shared/service-highlight.ts'
import { siteHome } from '../../shared/site-text.ts'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { PreOrderForm } from './pre-order-form.tsx'
import './premium.css'

export function PremiumPage() {
  useDocumentTitle(t`Pre-order Premium`)
  const premium = siteHome().services.cards.find((card) => card.id === 'premium')
  return (
    <main className="page premium-page">
      <h1>{premium?.title ?? t`Premium`}</h1>
      {premium ? (
        <>
          <p className="service-highlight">{serviceHighlight(premium)}</p>
          <p>{premium.description}</p>
        </>
      ) : null}
      <p>{t`Pre-order today: it costs nothing now, and you choose whether to join when it opens. The free self-tests stay free.`}</p>
      <PreOrderForm />
    </main>
  )
}
