/** SPEC.md section 2: '3 Simple Steps' from a free self-test to care, as a numbered list. */
import { siteHome } from '../../shared/site-text.ts'

export function StepsSection() {
  const { steps } = siteHome()
  return (
    <section className="home-section" aria-labelledby="steps-heading">
      <h2 id="steps-heading">{steps.title}</h2>
      <ol className="steps">
        {steps.items.map((step) => (
          <li key={step.id} className="step">
            <img src={step.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
            <span className="step-number" aria-hidden="true">{step.id}</span>
            <h3>{step.title}</h3>
          </li>
        ))}
      </ol>
    </section>
  )
}
