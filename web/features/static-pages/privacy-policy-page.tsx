/** SPEC.md sections 1 and 2, /privacy-policy: what personal data is collected and the rights over it. */
import { legal } from '../../../tests-catalog/site.json'
import { contact } from '../../shared/site-contacts.ts'

/** SPEC.md section 1: the personal data the privacy policy lists. */
const personalData = [
  'Email address',
  'First and last name',
  'Phone number',
  'Gender',
  'Age',
  'Country',
  'Past medical history',
  'Family medical history',
  'Usage data (how the site is used)',
]

export function PrivacyPolicyPage() {
  return (
    <main className="page static-page">
      <h1>Privacy Policy</h1>
      <p className="muted">Last updated: {legal.privacyPolicyLastUpdated}</p>
      <h2>Your screening answers</h2>
      <p>
        You can take any test without giving your name. Your screening answers are not stored with anything that
        identifies you, and we never sell your data.
      </p>
      <h2>Personal data we collect</h2>
      <p>Only when you give it to us, for example to subscribe or to book care, we may collect:</p>
      <ul>
        {personalData.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>We use it only to provide the service you asked for, such as arranging a consultation or sending updates.</p>
      <h2>Your rights</h2>
      <p>Under Kenya's Data Protection Act, 2019, you have the right to:</p>
      <ul>
        <li>be told how your personal data is used;</li>
        <li>see the personal data we hold about you;</li>
        <li>object to the processing of all or part of it;</li>
        <li>have false or misleading data corrected or deleted;</li>
        <li>complain to the Office of the Data Protection Commissioner.</li>
      </ul>
      <p>
        To use any of these rights, write to <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
    </main>
  )
}
