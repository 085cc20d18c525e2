/**
 * The result's optional sections, in SPEC.md's order and with its headings, each only when the
 * result has it. Risk of Harm is not repeated here: it leads the page as the safety card.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { AssessmentResult, DimensionResult } from '#schemas/index.ts'
import serviceCatalogue from '../../../tests-catalog/services.json'
import { SubscaleResults } from './subscale-results.tsx'

const serviceTitles = new Map(serviceCatalogue.services.map((service) => [service.routeSlug, service.title]))

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="result-section">
      <h2>{heading}</h2>
      {children}
    </section>
  )
}

function ValueList({ values }: { values: Record<string, number> }) {
  return (
    <dl className="value-list">
      {Object.entries(values).map(([name, value]) => (
        <div key={name}>
          <dt>{name}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function TextList({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function Dimension({ heading, dimension }: { heading: string; dimension: DimensionResult | undefined }) {
  if (!dimension) return null
  return (
    <Section heading={heading}>
      <p>
        <strong>Level: {dimension.level}</strong>
      </p>
      <p>{dimension.description}</p>
      {dimension.nextSteps.length > 0 && <TextList items={dimension.nextSteps} />}
    </Section>
  )
}

function hasItems<T>(list: T[] | undefined): list is T[] {
  return list !== undefined && list.length > 0
}

export function ResultSections({ result }: { result: AssessmentResult }) {
  const nextSteps: unknown = result.nextSteps
  return (
    <>
      {result.description && (
        <Section heading="Here is What Your Score Means">
          <p>{result.description}</p>
        </Section>
      )}
      {result.impact && (
        <Section heading="How Your Symptoms Affect Your Day-to-Day">
          <p>{result.impact}</p>
        </Section>
      )}
      {hasItems(result.subscales) && (
        <Section heading="Your Result on Each Scale">
          <SubscaleResults subscales={result.subscales} />
        </Section>
      )}
      {result.subscaleScores && (
        <Section heading="Subscale Scores">
          <ValueList values={result.subscaleScores} />
        </Section>
      )}
      {result.detailedAnalysis && (
        <Section heading="Detailed Analysis">
          <ValueList values={result.detailedAnalysis} />
        </Section>
      )}
      {result.overallInterpretation && (
        <Section heading="Overall Interpretation">
          <p>{result.overallInterpretation}</p>
        </Section>
      )}
      {result.clusterScores && (
        <Section heading="Cluster Scores">
          <ValueList values={result.clusterScores} />
        </Section>
      )}
      {result.provisionalDiagnosis && (
        <Section heading="Provisional Diagnosis">
          <p>{result.provisionalDiagnosis}</p>
        </Section>
      )}
      <Dimension heading="Depersonalization" dimension={result.depersonalization} />
      <Dimension heading="Emotional Exhaustion" dimension={result.emotionalExhaustion} />
      <Dimension heading="Personal Accomplishment" dimension={result.personalAccomplishment} />
      {hasItems(result.problemAreas) && (
        <Section heading="Problem Areas">
          <TextList items={result.problemAreas} />
        </Section>
      )}
      {hasItems(result.healthRisks) && (
        <Section heading="Health Risks">
          <TextList items={result.healthRisks} />
        </Section>
      )}
      {(typeof nextSteps === 'string' || hasItems(result.nextSteps)) && (
        <Section heading="Some Next Steps For You">
          {/* SPEC.md: a list, or one paragraph if the value is text. */}
          {typeof nextSteps === 'string' ? <p>{nextSteps}</p> : <TextList items={result.nextSteps ?? []} />}
        </Section>
      )}
      {hasItems(result.services) && (
        <Section heading="Care You Can Book">
          <ul className="link-list">
            {result.services.map((slug) => (
              <li key={slug}>
                <Link to={`/services/${slug}`}>{serviceTitles.get(slug) ?? slug}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {result.supportResources && (
        <Section heading="Take Action: Helpful Resources for Your Wellbeing">
          <a href={result.supportResources}>Visit our support resources</a>
        </Section>
      )}
    </>
  )
}
