/**
 * The result's optional sections, in SPEC.md's order and with its headings, each only when the
 * result has it. Risk of Harm is not repeated here: it leads the page as the safety card.
 * The headings are the page's words, in its language; what is under them is the result's, in the
 * language the test was taken in (`textLanguage` marks it when that is not the page's).
 */
import { t } from '@lingui/core/macro'
import { createContext, useContext, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { AssessmentResult, DimensionResult, ServiceCatalogue } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { services as serviceList } from '../../../tests-catalog/services.json'
import { localisedFile } from '../../shared/content-translations.ts'
import { activeLocale, featureContent } from '../../shared/i18n.ts'
import { SubscaleResults } from './subscale-results.tsx'
import type { ServiceTranslations } from './locales/sw.content.ts'

/**
 * The services' titles by route slug, in the page's language (the links are the page's words). The
 * English titles ride with the page; other languages' come with the result's catalogue of that
 * language (locales/<locale>.content.ts), so an English page carries no Kiswahili.
 */
function serviceTitles(): ReadonlyMap<string, string> {
  const locale = activeLocale()
  const translations = locale === 'en' ? undefined : featureContent<ServiceTranslations>('result', locale)
  const { services } = localisedFile({ services: serviceList as ServiceCatalogue['services'], translations }, locale)
  return new Map(services.map((service) => [service.routeSlug, service.title]))
}

/** The language of the result's texts when it is not the page's. */
const TextLanguage = createContext<Locale | undefined>(undefined)

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const textLanguage = useContext(TextLanguage)
  return (
    <section className="result-section">
      <h2>{heading}</h2>
      {textLanguage ? <div lang={textLanguage}>{children}</div> : children}
    </section>
  )
}

function ValueList({ values }: { values: Record<string, number> }) {
  return (
    <dl className="value-list">
      {Object.entries(values).map(([name, value]) => (
        <div key={name}>
          <dt>{t({ message: `${name}:`, comment: 'A named score in a result list, before its value (a colon in English)' })}</dt>
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
  const { level } = dimension
  return (
    <Section heading={heading}>
      <p>
        <strong>{t({ message: `Level: ${level}`, comment: 'Burnout dimension level, e.g. Level: High' })}</strong>
      </p>
      <p>{dimension.description}</p>
      {dimension.nextSteps.length > 0 && <TextList items={dimension.nextSteps} />}
    </Section>
  )
}

function hasItems<T>(list: T[] | undefined): list is T[] {
  return list !== undefined && list.length > 0
}

export function ResultSections({ result, textLanguage }: { result: AssessmentResult; textLanguage?: Locale | undefined }) {
  const nextSteps: unknown = result.nextSteps
  return (
    <TextLanguage.Provider value={textLanguage}>
      {result.description && (
        <Section heading={t`Here is What Your Score Means`}>
          <p>{result.description}</p>
        </Section>
      )}
      {result.impact && (
        <Section heading={t`How Your Symptoms Affect Your Day-to-Day`}>
          <p>{result.impact}</p>
        </Section>
      )}
      {hasItems(result.subscales) && (
        <Section heading={t`Your Result on Each Scale`}>
          <SubscaleResults subscales={result.subscales} textLanguage={textLanguage} />
        </Section>
      )}
      {result.subscaleScores && (
        <Section heading={t`Subscale Scores`}>
          <ValueList values={result.subscaleScores} />
        </Section>
      )}
      {result.detailedAnalysis && (
        <Section heading={t`Detailed Analysis`}>
          <ValueList values={result.detailedAnalysis} />
        </Section>
      )}
      {result.overallInterpretation && (
        <Section heading={t`Overall Interpretation`}>
          <p>{result.overallInterpretation}</p>
        </Section>
      )}
      {result.clusterScores && (
        <Section heading={t`Cluster Scores`}>
          <ValueList values={result.clusterScores} />
        </Section>
      )}
      {result.provisionalDiagnosis && (
        <Section heading={t`Provisional Diagnosis`}>
          <p>{result.provisionalDiagnosis}</p>
        </Section>
      )}
      <Dimension heading={t`Depersonalization`} dimension={result.depersonalization} />
      <Dimension heading={t`Emotional Exhaustion`} dimension={result.emotionalExhaustion} />
      <Dimension heading={t`Personal Accomplishment`} dimension={result.personalAccomplishment} />
      {hasItems(result.problemAreas) && (
        <Section heading={t`Problem Areas`}>
          <TextList items={result.problemAreas} />
        </Section>
      )}
      {hasItems(result.healthRisks) && (
        <Section heading={t`Health Risks`}>
          <TextList items={result.healthRisks} />
        </Section>
      )}
      {(typeof nextSteps === 'string' || hasItems(result.nextSteps)) && (
        <Section heading={t`Some Next Steps For You`}>
          {/* SPEC.md: a list, or one paragraph if the value is text. */}
          {typeof nextSteps === 'string' ? <p>{nextSteps}</p> : <TextList items={result.nextSteps ?? []} />}
        </Section>
      )}
      {hasItems(result.services) && (
        <Section heading={t`Care You Can Book`}>
          <ul className="link-list" lang={activeLocale()}>
            {result.services.map((slug) => (
              <li key={slug}>
                <Link to={`/services/${slug}`}>{serviceTitles().get(slug) ?? slug}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {result.supportResources && (
        <Section heading={t`Take Action: Helpful Resources for Your Wellbeing`}>
          <a href={result.supportResources} lang={activeLocale()}>
            {t`Visit our support resources`}
          </a>
        </Section>
      )}
    </TextLanguage.Provider>
  )
}
