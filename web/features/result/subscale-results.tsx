/**
 * The graded subscales of a test with several scales (burnout's three CBI scales): each one's
 * name as a heading, its score (of its maximum, when it has one), its grade in words on its tone's
 * colour (the colour repeats, never replaces, the words), what it means and any next steps.
 */
import { t } from '@lingui/core/macro'
import type { SubscaleResult } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'

function scoreText({ score, maximum }: SubscaleResult): string {
  return maximum === undefined
    ? t({ message: `Score: ${score}`, comment: "A subscale's score" })
    : t({ message: `Score: ${score} out of ${maximum}`, comment: "A subscale's score and its highest possible score" })
}

function SubscaleCard({ subscale, textLanguage }: { subscale: SubscaleResult; textLanguage: Locale | undefined }) {
  return (
    <li className={`subscale tone-${subscale.tone}`}>
      <h3 lang={textLanguage}>{subscale.label}</h3>
      <p className="subscale-score">{scoreText(subscale)}</p>
      <p className="subscale-grade" lang={textLanguage}>
        {subscale.grade}
      </p>
      <p lang={textLanguage}>{subscale.description}</p>
      {subscale.nextSteps && subscale.nextSteps.length > 0 && (
        <ul lang={textLanguage}>
          {subscale.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** `textLanguage`: the language of the subscales' texts when it is not the page's. */
export function SubscaleResults({ subscales, textLanguage }: { subscales: SubscaleResult[]; textLanguage?: Locale | undefined }) {
  return (
    <ul className="subscale-list">
      {subscales.map((subscale) => (
        <SubscaleCard key={subscale.id} subscale={subscale} textLanguage={textLanguage} />
      ))}
    </ul>
  )
}
