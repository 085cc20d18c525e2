/** SPEC.md section 2, Test not found: shown when a test cannot be loaded. */
import { Link } from 'react-router-dom'

export function TestNotFound() {
  return (
    <main className="page not-found">
      <h1>Oops! We couldn't find your test.</h1>
      <p>The address may be wrong, or the test may have moved. You can choose a test from the list.</p>
      <ul className="link-list">
        <li>
          <Link to="/categories">Explore Available Tests</Link>
        </li>
        <li>
          <Link to="/">Return to Home Page</Link>
        </li>
      </ul>
    </main>
  )
}
