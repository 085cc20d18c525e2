/**
 * /free-sample-collection (SPEC.md section 2, whose content is not shown): free home or office
 * sample collection with a wellness package: what it is, where, how it works, what to prepare.
 * The booking form's collection_preference offers Onsite (walk-in) or Home/Office.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { contact } from '../../shared/site-contacts.ts'

export function FreeSampleCollectionPage() {
  useDocumentTitle(t({ message: 'Free Sample Collection', comment: 'Tab title of the free sample collection page' }))
  const phone = <a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a>
  return (
    <main className="page static-page">
      <h1>{t`Free Home or Office Sample Collection`}</h1>
      <p>
        {t`When you book a wellness package, a trained phlebotomist (a health worker who takes blood samples) can come to your home or your office to collect your samples, at no extra cost. No travelling, no queue: your samples go straight to the lab, and your results come back in your health report.`}
      </p>

      <h2>{t`Where we collect`}</h2>
      <p>
        <Trans>
          We collect in Nairobi and its environs. If you live further away, call us on {phone} before you book to ask whether we can reach you, or choose a walk-in
          visit instead.
        </Trans>
      </p>

      <h2>{t`How it works`}</h2>
      <ol>
        <li>{t`Choose a wellness package and select Book Now.`}</li>
        <li>{t`In the booking form, choose Home/Office collection, give your location and pick a date and time.`}</li>
        <li>{t`A phlebotomist visits you at the time you chose and collects your samples.`}</li>
        <li>{t`Your samples are tested at the lab, and a doctor talks your health report through with you.`}</li>
      </ol>

      <h2>{t`What to prepare`}</h2>
      <ul>
        <li>
          {t`Some tests, such as the cholesterol panel, may need you to fast first: nothing to eat or drink except water, usually for 8 to 12 hours. We tell you when you book whether your package needs it.`}
        </li>
        <li>{t`Keep taking your usual medicines unless your doctor tells you otherwise.`}</li>
        <li>{t`If you pay by insurance, have your insurance card and your insurer's pre-authorization ready.`}</li>
        <li>{t`Wear a top whose sleeves roll up easily.`}</li>
      </ul>

      <p>
        <Link className="button" to="/wellness">
          {t`See Wellness Packages`}
        </Link>
      </p>
    </main>
  )
}
