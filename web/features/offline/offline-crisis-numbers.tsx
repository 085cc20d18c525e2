/**
 * The crisis numbers on the offline page (issue 17), in the page's language; an English page
 * shows them in Kiswahili as well, from words bundled here, since no catalogue can be fetched
 * offline (a Kiswahili page has the same words from its catalogue, loaded with the page). Imported from
 * tests-catalog/crisis-contacts.json at build time, so they are in the page's own script: nothing
 * is fetched, and the tel: links work with the network gone.
 */
import { t } from '@lingui/core/macro'
import { useId } from 'react'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'
import { withCrisisNumberLinks } from '../../shared/crisis-number-links.tsx'
import { activeLocale } from '../../shared/i18n.ts'

// The catalogue tests check the file against its schema; JSON imports lose only the minItems tuple.
const { contacts } = crisisContacts as CrisisContactList

/** The two sentences in Kiswahili under the English on an English page. */
const inKiswahili = {
  heading: 'Unahitaji msaada sasa hivi?',
  text: 'Ikiwa unaweza kujidhuru au mtu yuko hatarini, piga simu 999 au 112 sasa. Simu zinafanya kazi bila intaneti.',
}

export function OfflineCrisisNumbers() {
  const headingId = useId()
  const english = activeLocale() === 'en'
  return (
    <section className="card safety-card offline-crisis" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t`Need help now?`} {english && <span lang="sw">{inKiswahili.heading}</span>}
      </h2>
      <p>{withCrisisNumberLinks(t`If you might harm yourself or someone is in danger, call 999 or 112 now. Phone calls work without the internet.`)}</p>
      {english && <p lang="sw">{withCrisisNumberLinks(inKiswahili.text)}</p>}
      <CrisisContactLinks contacts={contacts} withSwahili={english} />
    </section>
  )
}
