/**
 * SPEC.md section 2, the home page (/): the sections in SPEC.md's order, each in its own file.
 * The top banner and the sticky navigation bar above the hero belong to the navigation feature,
 * which the app mounts on every page. Content comes from tests-catalog/site.json.
 */
import { t } from '@lingui/core/macro'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { FaqAccordion } from './faq-accordion.tsx'
import { HeroSection } from './hero-section.tsx'
import { InsightSection } from './insight-section.tsx'
import { MessagingAppLink } from './messaging-app-link.tsx'
import { PartnerCarousel } from './partner-carousel.tsx'
import { PopularTestsSection } from './popular-tests-section.tsx'
import { ServicesSection } from './services-section.tsx'
import { StepsSection } from './steps-section.tsx'
import { TestimonialsCarousel } from './testimonials-carousel.tsx'
import { TrustSection } from './trust-section.tsx'
import { useHomeWords } from './use-home-words.ts'

export function HomePage() {
  useDocumentTitle(t`Free health self-tests`)
  if (!useHomeWords()) {
    return (
      <main className="page">
        <p className="status" role="status">
          {t`Loading the page...`}
        </p>
      </main>
    )
  }
  return (
    <>
      <main className="home">
        <HeroSection />
        <PartnerCarousel />
        <StepsSection />
        <InsightSection />
        <TrustSection />
        <PopularTestsSection />
        <ServicesSection />
        <TestimonialsCarousel />
        <FaqAccordion />
      </main>
      <MessagingAppLink />
    </>
  )
}
