/** SPEC.md sections 1 and 2, /privacy-policy: what personal data is collected and the rights over it, in the page's language. */
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { contact } from '../../shared/site-contacts.ts'
import { siteLegal } from '../../shared/site-text.ts'
import { ComplaintRoute, RetentionTable } from './retention-table.tsx'

/** SPEC.md section 1: the personal data the privacy policy lists. */
const personalData = [
  msg`Email address`,
  msg`First and last name`,
  msg`Phone number`,
  msg`Gender`,
  msg`Age`,
  msg`Country`,
  msg`Past medical history`,
  msg`Family medical history`,
  msg`Usage data (how the site is used)`,
]

/** The rights the Data Protection Act, 2019 gives, each ending its line of the list. */
const rights = [
  msg`be told how your personal data is used;`,
  msg`see the personal data we hold about you;`,
  msg`object to the processing of all or part of it;`,
  msg`have false or misleading data corrected or deleted;`,
  msg`complain to the Office of the Data Protection Commissioner.`,
]

export function PrivacyPolicyPage() {
  const updated = siteLegal().privacyPolicyLastUpdated
  const email = contact.email
  return (
    <main className="page static-page">
      <h1>{t`Privacy Policy`}</h1>
      <p className="muted">{t`Last updated: ${updated}`}</p>
      <h2>{t`Your screening answers`}</h2>
      <p>
        {t`You can take any test without giving your name. Your screening answers are not stored with anything that identifies you, and we never sell your data.`}
      </p>
      <h2>{t`Personal data we collect`}</h2>
      <p>{t`Only when you give it to us, for example to subscribe or to book care, we may collect:`}</p>
      <ul>
        {personalData.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
        ))}
      </ul>
      <p>{t`We use it only to provide the service you asked for, such as arranging a consultation or sending updates.`}</p>
      <RetentionTable />
      <h2>{t`Your rights`}</h2>
      <p>{t`Under Kenya's Data Protection Act, 2019, you have the right to:`}</p>
      <ul>
        {rights.map((right) => (
          <li key={right.id}>{i18n._(right)}</li>
        ))}
      </ul>
      <p>
        <Trans>
          To use any of these rights, write to <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </p>
      <ComplaintRoute />
    </main>
  )
}
