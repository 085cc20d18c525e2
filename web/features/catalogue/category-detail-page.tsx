/**
 * SPEC.md section 2, Category detail (/categories/:slug): the category's tests, each with a link
 * to start it. SPEC shows a blank page for an unknown slug; we show a clear not-found message
 * with ways back instead (see web/README.md).
 */
import { WayBackLinks } from '../../shared/way-back-links.tsx'
import { Link, useParams } from 'react-router-dom'
import { findCategory, testsInCategory, type TestCard } from './catalogue-index.ts'

export function CategoryDetailPage() {
  const { slug = '' } = useParams()
  const category = findCategory(slug)
  if (!category) return <CategoryNotFound />
  const tests = testsInCategory(category.routeSlug)
  return (
    <main className="page page-wide">
      <div className="hero">
        <h1>{category.title}</h1>
        <p>{category.description}</p>
        <Link className="button button-secondary" to="/search">
          Search
        </Link>
      </div>
      <ul className="card-grid" aria-label={`${category.name} tests`}>
        {tests.map((test) => (
          <TestCardItem key={test.testCode} test={test} />
        ))}
      </ul>
    </main>
  )
}

function TestCardItem({ test }: { test: TestCard }) {
  return (
    <li className="card catalogue-card">
      <h2>{test.informalTitle}</h2>
      <p>{test.description}</p>
      <p className="card-meta">Takes about {test.duration}</p>
      <p className="card-meta">{test.tooltip}</p>
      <Link className="button" to={`/tests/${test.routeSlug}`}>
        Start {test.informalTitle}
      </Link>
    </li>
  )
}

function CategoryNotFound() {
  return (
    <main className="page not-found">
      <h1>Oops! We couldn't find that category.</h1>
      <p>The address may be wrong, or the category may have moved. You can choose one from the list.</p>
      <WayBackLinks />
    </main>
  )
}
