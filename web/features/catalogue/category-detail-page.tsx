/**
 * SPEC.md section 2, Category detail (/categories/:slug): the category's tests, each with a link
 * to start it. SPEC shows a blank page for an unknown slug; we show a clear not-found message
 * with ways back instead (see web/README.md).
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link, useParams } from 'react-router-dom'
import { activeLocale } from '../../shared/i18n.ts'
import { Picture } from '../../shared/picture.tsx'
import { WayBackLinks } from '../../shared/way-back-links.tsx'
import { findCategory, testsInCategory, type LocalisedTestCard } from './catalogue-index.ts'

export function CategoryDetailPage() {
  const { slug = '' } = useParams()
  const locale = activeLocale()
  const category = findCategory(slug, locale)
  if (!category) return <CategoryNotFound />
  const tests = testsInCategory(category.routeSlug, locale)
  const { name } = category
  return (
    <main className="page page-wide">
      <div className="hero">
        <Picture src={category.imageSrc} />
        <h1>{category.title}</h1>
        <p>{category.description}</p>
        <Link className="button button-secondary" to="/search">
          {t({ message: 'Search', comment: 'Button to the search page' })}
        </Link>
      </div>
      <ul className="card-grid" aria-label={t({ message: `${name} tests`, comment: 'Name of the list of tests of a category, e.g. Mental Health tests' })}>
        {tests.map((test) => (
          <TestCardItem key={test.testCode} test={test} />
        ))}
      </ul>
    </main>
  )
}

/**
 * A test's card. On a Kiswahili page a test with no Kiswahili version keeps its English words,
 * marked as English, and says so in Kiswahili.
 */
function TestCardItem({ test }: { test: LocalisedTestCard }) {
  const textLanguage = test.language === activeLocale() ? undefined : test.language
  const { informalTitle: title, duration } = test
  return (
    <li className="card catalogue-card">
      <h2 lang={textLanguage}>{test.informalTitle}</h2>
      <p lang={textLanguage}>{test.description}</p>
      {textLanguage && <p className="card-meta">{t({ message: 'In English only for now', comment: 'On a Kiswahili test card: this test has no Kiswahili version yet' })}</p>}
      <p className="card-meta">
        {textLanguage ? (
          <Trans comment="How long a test takes, its duration in the test's language (not the page's)">
            Takes about <span lang={textLanguage}>{duration}</span>
          </Trans>
        ) : (
          t({ message: `Takes about ${duration}`, comment: 'How long a test takes, e.g. Takes about 5 minutes' })
        )}
      </p>
      <p className="card-meta" lang={textLanguage}>
        {test.tooltip}
      </p>
      <Link className="button" to={`/tests/${test.routeSlug}`}>
        {t({ message: `Start ${title}`, comment: 'Button to begin a test, with its title' })}
      </Link>
    </li>
  )
}

function CategoryNotFound() {
  return (
    <main className="page not-found">
      <h1>{t`Oops! We couldn't find that category.`}</h1>
      <p>{t`The address may be wrong, or the category may have moved. You can choose one from the list.`}</p>
      <WayBackLinks />
    </main>
  )
}
