/**
 * On a Kiswahili page, a test with no Kiswahili version says so before its introduction (issue 20):
 * in plain Kiswahili, why (a scored test's questions are translated only from a published,
 * validated version, and none has been found for this one yet), which tests can be taken in
 * Kiswahili instead (those of the same category first), and a button to take this one in English on the same page, where the test's
 * own words are marked as English and the page's words, the safety card included, stay Kiswahili.
 * Without JavaScript the server draws the same notice (`EnglishOnlyNoticeView`, no-script-pages.tsx),
 * its button a form post that begins the test in English.
 */
import { t } from '@lingui/core/macro'
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import { Link } from 'react-router-dom'
import type { TestDefinition } from '#schemas/index.ts'
import type { SwahiliTest } from './swahili-tests.ts'

type Props = { definition: TestDefinition; onTakeInEnglish: () => void }

export function EnglishOnlyNotice({ definition, onTakeInEnglish }: Props) {
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
  const takeInEnglish = (
    <button type="button" className="button" onClick={onTakeInEnglish}>
      {takeInEnglishLabel()}
    </button>
  )
  return <EnglishOnlyNoticeView definition={definition} tests={tests} takeInEnglish={takeInEnglish} headingRef={heading} />
}

export const takeInEnglishLabel = () => t({ message: 'Take it in English', comment: 'Button: take an English-only test on its Kiswahili page' })

/** The notice itself: `tests` (undefined while they load), and the control that takes the test in English. */
export function EnglishOnlyNoticeView({ definition, tests, takeInEnglish, headingRef }: { definition: TestDefinition; tests: readonly SwahiliTest[] | undefined; takeInEnglish: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  const headingId = useId()
  return (
    <main className="page english-only-notice">
      <h1 id={headingId} tabIndex={-1} ref={headingRef}>
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
      <div className="button-row">{takeInEnglish}</div>
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
