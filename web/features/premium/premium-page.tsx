/**
 * /premium: what Premium is (the home page card's words, from site.json), its launch line, and
 * the pre-order form. SPEC.md section 2: the Premium card's 'Pre-Order Now' leads here.
 */
import { home } from '../../../tests-catalog/site.json'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { PreOrderForm } from './pre-order-form.tsx'
import './premium.css'

const premium = home.services.cards.find((card) => card.id === 'premium')

export function PremiumPage() {
  useDocumentTitle('Pre-order Premium')
  return (
    <main className="page premium-page">
      <h1>Premium</h1>
      {premium ? (
        <>
          <p className="service-highlight">{premium.highlight}</p>
          <p>{premium.description}</p>
        </>
      ) : null}
      <p>Pre-order today: it costs nothing now, and you choose whether to join when it opens. The free self-tests stay free.</p>
      <PreOrderForm />
    </main>
  )
}
