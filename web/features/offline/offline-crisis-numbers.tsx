/**
 * The crisis numbers on the offline page, in English and Kiswahili (issue 17). Imported from
 * tests-catalog/crisis-contacts.json at build time, so they are in the page's own script: nothing
 * is fetched, and the tel: links work with the network gone.
 */
import { useId } from 'react'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'
import { withCrisisNumberLinks } from '../../shared/crisis-number-links.tsx'

// The catalogue tests check the file against its schema; JSON imports lose only the minItems tuple.
const { contacts } = crisisContacts as CrisisContactList

export function OfflineCrisisNumbers() {
  const headingId = useId()
  return (
    <section className="card safety-card offline-crisis" aria-labelledby={headingId}>
      <h2 id={headingId}>
        Need help now? <span lang="sw">Unahitaji msaada sasa hivi?</span>
      </h2>
      <p>{withCrisisNumberLinks('If you might harm yourself or someone is in danger, call 999 or 112 now. Phone calls work without the internet.')}</p>
      <p lang="sw">{withCrisisNumberLinks('Ikiwa unaweza kujidhuru au mtu yuko hatarini, piga simu 999 au 112 sasa. Simu zinafanya kazi bila intaneti.')}</p>
      <CrisisContactLinks contacts={contacts} withSwahili />
    </section>
  )
}
