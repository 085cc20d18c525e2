/** SPEC.md section 2, /about-us: 'Who We Are' and 'Our Mission', in the page's language. */
import { t } from '@lingui/core/macro'
import { brand } from '../../../tests-catalog/site.json'
import { siteTagline } from '../../shared/site-text.ts'

export function AboutUsPage() {
  const name = brand.name
  const company = brand.parentCompany
  const tagline = siteTagline()
  return (
    <main className="page static-page">
      <h1>{t`About Us`}</h1>
      <h2>{t`Who We Are`}</h2>
      <p>
        {t`${name} is a free online health self-screening service for people in Kenya, brought to you by ${company}. Short questionnaires on mental health, diet, physical activity, lifestyle diseases, cancer risk, sexual and reproductive health and more give you an instant result with clear next steps.`}
      </p>
      <h2>{t`Our Mission`}</h2>
      <p>
        {t`To help everyone understand their health early, privately and at no cost, and to make the next step, whether a change in habits, a test or a talk with a doctor, easy to take.`} {tagline}.
      </p>
    </main>
  )
}
