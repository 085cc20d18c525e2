/** The two ways back from a page that found nothing: the tests catalogue and the home page. */
import { Link } from 'react-router-dom'

export function WayBackLinks() {
  return (
    <ul className="link-list">
      <li>
        <Link to="/categories">Explore Available Tests</Link>
      </li>
      <li>
        <Link to="/">Return to Home Page</Link>
      </li>
    </ul>
  )
}
