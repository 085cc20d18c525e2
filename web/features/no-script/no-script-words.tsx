/**
 * The words only the pages drawn for a browser without JavaScript use (decision 092): the skip
 * link, the error of a question sent without an answer, and the page for answers that could not be
 * read. A feature of their own, so their catalogue rides in no page the browser loads (the server's
 * renderer, web/no-script-render.tsx, loads every catalogue).
 */
import { t } from '@lingui/core/macro'

/** The id the server gives the element around a no-script page's content (server/no-script/page-frame.ts). */
export const mainContentId = 'main-content'

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${mainContentId}`}>
      {t({ message: 'Skip to main content', comment: 'First link of a page drawn without JavaScript: jumps over the navigation to the page content' })}
    </a>
  )
}

export function unansweredText(): string {
  return t({ message: 'Choose an answer, then press the button again.', comment: 'Error at the top of a question sent without an answer (page drawn without JavaScript)' })
}

/** A post the server could not use (answers changed on the way, a test that moved on): start again at `restartHref`. */
export function AnswersNotRead({ restartHref }: { restartHref: string }) {
  return (
    <main className="page">
      <h1>{t({ message: 'Your answers could not be read', comment: 'Heading of the page shown when a test form sent without JavaScript held answers the test cannot use' })}</h1>
      <p>{t({ message: 'Nothing you answered was kept. Please start the test again from its first question.', comment: 'Text of the page shown when a test form sent without JavaScript held answers the test cannot use' })}</p>
      <p>
        <a className="button" href={restartHref}>
          {t({ message: 'Start the test again', comment: 'Link back to the test introduction after answers could not be read' })}
        </a>
      </p>
    </main>
  )
}
