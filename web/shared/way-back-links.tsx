/** The two ways back from a page that found nothing: the tests catalogue and the home page. */
import { t } from '@lingui/core/macro'
import { Link } from 'react-router-dom'

export function WayBackLinks() {
  return (
    <ul className="link-list">
      <li>
        <Link to="/categories">{t`Explore Available Tests`}</Link>
      </li>
      <li>
        <Link to="/">{t`Return to Home Page`}</Link>
      </li>
    </ul>
  )
}
