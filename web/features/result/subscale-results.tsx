/**
 * The graded subscales of a test with several scales (burnout's three CBI scales): each one's
 * name as a heading, its score (of its maximum, when it has one), its grade in words on its tone's
 * colour (the colour repeats, never replaces, the words), what it means and any next steps.
 */
import type { SubscaleResult } from '#schemas/index.ts'

function SubscaleCard({ subscale }: { subscale: SubscaleResult }) {
  return (
    <li className={`subscale tone-${subscale.tone}`}>
      <h3>{subscale.label}</h3>
      <p className="subscale-score">
        Score: {subscale.score}
        {subscale.maximum !== undefined && ` out of ${subscale.maximum}`}
      </p>
      <p className="subscale-grade">{subscale.grade}</p>
      <p>{subscale.description}</p>
      {subscale.nextSteps && subscale.nextSteps.length > 0 && (
        <ul>
          {subscale.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

export function SubscaleResults({ subscales }: { subscales: SubscaleResult[] }) {
  return (
    <ul className="subscale-list">
      {subscales.map((subscale) => (
        <SubscaleCard key={subscale.id} subscale={subscale} />
      ))}
    </ul>
  )
}
