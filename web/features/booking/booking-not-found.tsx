/** SPEC.md section 8: a missing or unknown productID shows 'Not Found', here with the ways on. */
import { t } from '@lingui/core/macro'
import { Link } from 'react-router-dom'

export function BookingNotFound() {
  return (
    <main className="page">
      <h1>{t`Not Found`}</h1>
      <p>{t`This booking link is not one we know. Choose what you would like to book:`}</p>
      <ul className="link-list">
        <li>
          <Link to="/booking?productID=appointment">{t`Book a virtual appointment`}</Link>
        </li>
        <li>
          <Link to="/wellness">{t`Wellness check-up packages`}</Link>
        </li>
        <li>
          <Link to="/booking?productID=VitalCare360">{t`Join the VitalCare360 waitlist`}</Link>
        </li>
        <li>
          <Link to="/">{t`Return to Home Page`}</Link>
        </li>
      </ul>
    </main>
  )
}
