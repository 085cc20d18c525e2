/** Fills the optional result sections a definition asks for, from the scored answers. */
import type { AssessmentResult, Dimension, ReportedValue, ResultSections, TextRule } from '#schemas/index.ts'
import { evaluateCondition, evaluateNumber, roundTo, type ScoringContext } from './expressions.ts'
import { findBand } from './bands.ts'

type SectionFields = Omit<AssessmentResult, 'testCode' | 'grade' | 'tone' | 'totalScore' | 'expectedTotalScore'>

function reported(values: ReportedValue[], context: ScoringContext): Record<string, number> {
  return Object.fromEntries(values.map(({ label, value, decimals }) => [label, roundTo(evaluateNumber(value, context), decimals ?? 0)]))
}

function holds(rule: TextRule, context: ScoringContext): boolean {
  return rule.when === undefined || evaluateCondition(rule.when, context)
}

function firstText(rules: TextRule[], context: ScoringContext): string | undefined {
  return rules.find((rule) => holds(rule, context))?.text
}

function allTexts(rules: TextRule[], context: ScoringContext): string[] {
  return rules.filter((rule) => holds(rule, context)).map((rule) => rule.text)
}

function dimension(section: Dimension, context: ScoringContext): SectionFields['emotionalExhaustion'] {
  const level = findBand(section.levels, roundTo(evaluateNumber(section.value, context), 2))
  return level && { description: level.description, level: level.level, nextSteps: [...level.nextSteps] }
}

export function fillSections(sections: ResultSections, context: ScoringContext): SectionFields {
  const fields: SectionFields = {}
  if (sections.subscaleScores) fields.subscaleScores = reported(sections.subscaleScores, context)
  if (sections.detailedAnalysis) fields.detailedAnalysis = reported(sections.detailedAnalysis, context)
  if (sections.clusterScores) fields.clusterScores = reported(sections.clusterScores, context)
  for (const key of ['impact', 'overallInterpretation', 'provisionalDiagnosis'] as const) {
    const text = sections[key] && firstText(sections[key], context)
    if (text) fields[key] = text
  }
  for (const key of ['problemAreas', 'healthRisks'] as const) {
    const texts = sections[key] && allTexts(sections[key], context)
    if (texts && texts.length > 0) fields[key] = texts
  }
  for (const key of ['emotionalExhaustion', 'depersonalization', 'personalAccomplishment'] as const) {
    const filled = sections[key] && dimension(sections[key], context)
    if (filled) fields[key] = filled
  }
  if (sections.supportResources) fields.supportResources = sections.supportResources
  return fields
}
