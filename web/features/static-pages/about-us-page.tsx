/** SPEC.md section 2, /about-us: 'Who We Are' and 'Our Mission'. */
import { brand } from '../../../tests-catalog/site.json'

export function AboutUsPage() {
  return (
    <main className="page static-page">
      <h1>About Us</h1>
      <h2>Who We Are</h2>
      <p>
        {brand.name} is a free online health self-screening service for people in Kenya, brought to you by{' '}
        {brand.parentCompany}. Short questionnaires on mental health, diet, physical activity, lifestyle diseases,
        cancer risk, sexual and reproductive health and more give you an instant result with clear next steps.
      </p>
      <h2>Our Mission</h2>
      <p>
        To help everyone understand their health early, privately and at no cost, and to make the next step, whether a
        change in habits, a test or a talk with a doctor, easy to take. {brand.tagline}.
      </p>
    </main>
  )
}
