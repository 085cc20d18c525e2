/**
 * On a Kiswahili page, a test with no Kiswahili version says so before its introduction (issue 20):
 * in plain Kiswahili, why (a scored test's questions are translated only from a published,
 * validated version, and none has been found for this one yet), which tests can be taken in
 * Kiswahili instead (those of the same category first), and a button to take this one in English on the same page, where the test's
 * own words are marked as English and the page's words, the safety card included, stay Kiswahili.
 */
import { t } from '@lingui/core/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { TestDefinition } from '#schemas/index.ts'
import type { SwahiliTest } from './swahili-tests.ts'

type Props = { definition: TestDefinition; onTakeInEnglish: () => void }

export function EnglishOnlyNotice({ definition, onTakeInEnglish }: Props) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [tests, setTests] = useState<readonly SwahiliTest[] | undefined>(undefined)
  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    let current = true
    void import('./swahili-tests.ts').then((module) => current && setTests(module.swahiliTestsFor(definition.category)))
    return () => {
      current = false
    }
  }, [definition.category])

  return (
    <main className="page english-only-notice">
      <h1 id={headingId} tabIndex={-1} ref={heading}>
        {t({ message: 'This test is available only in English for now', comment: 'Heading on the Kiswahili page of a test that has no Kiswahili version' })}
      </h1>
      <p className="english-only-title" lang={definition.language ?? 'en'}>
        {definition.informalTitle} ({definition.formalTitle})
      </p>
      <p>
        {t({
          message:
            'The questions of a screening test can only be translated from a published Kiswahili version that has been checked with Kiswahili speakers, so that your score means what it should. We have not found such a version of this test yet.',
          comment: 'Why a test is in English only, on its Kiswahili page',
        })}
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={onTakeInEnglish}>
          {t({ message: 'Take it in English', comment: 'Button: take an English-only test on its Kiswahili page' })}
        </button>
      </div>
      <h2>{t({ message: 'Tests you can take in Kiswahili', comment: 'Heading above the list of tests with a Kiswahili version' })}</h2>
      {tests === undefined ? (
        <p role="status">{t`Loading the tests...`}</p>
      ) : (
        <ul className="link-list">
          {tests.map((test) => (
            <li key={test.routeSlug}>
              <Link to={`/tests/${test.routeSlug}`}>{test.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
