/**
 * The body of a wellness package page (SPEC.md section 2, Wellness detail): sections 01 to 05,
 * with the package's lab tests and who each is for in 02, then the accepted insurers.
 */
import { t } from '@lingui/core/macro'
import { Link } from 'react-router-dom'
import type { WellnessPackage } from '#schemas/index.ts'
import { insurers, labTestAudience } from './wellness-catalogue.ts'

function SectionHeading({ number, title }: { number: string; title: string }) {
  return (
    <h2>
      <span className="section-number">{number}</span> {title}
    </h2>
  )
}

export function PackageSections({ wellnessPackage }: { wellnessPackage: WellnessPackage }) {
  return (
    <>
      <section className="package-section">
        <SectionHeading number="01" title={t`Health Risk Assessments`} />
        <p>
          {t`Short questionnaires on your lifestyle, mood, diet, activity and family history show which risks are worth a closer look, so your lab tests and consultation focus on what matters for you.`}
        </p>
        <p>
          <Link to="/categories">{t`Try a free self-test now`}</Link>
        </p>
      </section>
      <section className="package-section">
        <SectionHeading number="02" title={t`Lab Tests`} />
        <ul className="lab-tests">
          {wellnessPackage.labTests.map((labTest) => (
            <li key={labTest.id}>
              <h3>{labTest.title}</h3>
              <p>{labTest.description}</p>
              <p className="lab-test-audience">{labTestAudience(labTest)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="package-section">
        <SectionHeading number="03" title={t`Health Report`} />
        <p>
          {t`A personal report brings your assessment answers and lab results together in plain words: what they mean for you, and what to do next.`}
        </p>
      </section>
      <section className="package-section">
        <SectionHeading number="04" title={t`One-on-One Doctor Consultation`} />
        <p>
          {t`A doctor goes through your report with you by voice or video call, answers your questions and agrees next steps with you, including a referral if you need one.`}
        </p>
      </section>
      <section className="package-section">
        <SectionHeading number="05" title={t`Exclusive 25% Off VitalCare360`} />
        <p>
          {t`Your package gives you 25% off VitalCare360, our guided programme to help you eat better, move more, sleep well and manage stress.`}
        </p>
        <p>
          <Link to="/services/vitalcare360">{t`About VitalCare360`}</Link>
        </p>
      </section>
      <section className="package-section">
        <h2>{t`Accepted Insurers`}</h2>
        <ul>
          {insurers.map((insurer) => (
            <li key={insurer.id}>{insurer.name}</li>
          ))}
        </ul>
      </section>
    </>
  )
}
