/**
 * /free-sample-collection (SPEC.md section 2, whose content is not shown): free home or office
 * sample collection with a wellness package: what it is, where, how it works, what to prepare.
 * The booking form's collection_preference offers Onsite (walk-in) or Home/Office.
 */
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { contact } from '../../shared/site-contacts.ts'

export function FreeSampleCollectionPage() {
  useDocumentTitle('Free Sample Collection')
  return (
    <main className="page static-page">
      <h1>Free Home or Office Sample Collection</h1>
      <p>
        When you book a wellness package, a trained phlebotomist (a health worker who takes blood samples) can come to
        your home or your office to collect your samples, at no extra cost. No travelling, no queue: your samples go
        straight to the lab, and your results come back in your health report.
      </p>

      <h2>Where we collect</h2>
      <p>
        We collect in Nairobi and its environs. If you live further away, call us on{' '}
        <a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a> before you book to ask whether we can reach
        you, or choose a walk-in visit instead.
      </p>

      <h2>How it works</h2>
      <ol>
        <li>Choose a wellness package and select Book Now.</li>
        <li>In the booking form, choose Home/Office collection, give your location and pick a date and time.</li>
        <li>A phlebotomist visits you at the time you chose and collects your samples.</li>
        <li>Your samples are tested at the lab, and a doctor talks your health report through with you.</li>
      </ol>

      <h2>What to prepare</h2>
      <ul>
        <li>
          Some tests, such as the cholesterol panel, may need you to fast first: nothing to eat or drink except water,
          usually for 8 to 12 hours. We tell you when you book whether your package needs it.
        </li>
        <li>Keep taking your usual medicines unless your doctor tells you otherwise.</li>
        <li>If you pay by insurance, have your insurance card and your insurer's pre-authorization ready.</li>
        <li>Wear a top whose sleeves roll up easily.</li>
      </ul>

      <p>
        <Link className="button" to="/wellness">
          See Wellness Packages
        </Link>
      </p>
    </main>
  )
}
