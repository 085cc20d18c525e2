/** SPEC.md section 8: a missing or unknown productID shows 'Not Found', here with the ways on. */
import { Link } from 'react-router-dom'

export function BookingNotFound() {
  return (
    <main className="page">
      <h1>Not Found</h1>
      <p>This booking link is not one we know. Choose what you would like to book:</p>
      <ul className="link-list">
        <li>
          <Link to="/booking?productID=appointment">Book a virtual appointment</Link>
        </li>
        <li>
          <Link to="/wellness">Wellness check-up packages</Link>
        </li>
        <li>
          <Link to="/booking?productID=VitalCare360">Join the VitalCare360 waitlist</Link>
        </li>
        <li>
          <Link to="/">Return to Home Page</Link>
        </li>
      </ul>
    </main>
  )
}
