/** A test's result as the terminal shows it: grade and band, score, flags, subscales, next steps. */
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'

/** Which band (or grade rule) gave the grade, in words. */
export function gradeSource(definition: TestDefinition, result: AssessmentResult): string {
  const total = result.totalScore
  const bandIndex = definition.scoring.bands.findIndex((band) =>
    band.grade === result.grade && total >= band.min && (band.max === undefined || total <= band.max) && (band.below === undefined || total < band.below))
  if (bandIndex >= 0) {
    const band = definition.scoring.bands[bandIndex]!
    const end = band.max !== undefined ? ` to ${band.max}` : band.below !== undefined ? ` to below ${band.below}` : ' and up'
    return `band ${bandIndex + 1}: ${band.min}${end}`
  }
  const ruleIndex = (definition.scoring.gradeRules ?? []).findIndex((rule) => rule.grade === result.grade)
  return ruleIndex >= 0 ? `grade rule ${ruleIndex + 1}, whatever the total` : 'no band'
}

/** The flags whose message is on the result, as "section: text". */
export function raisedFlags(definition: TestDefinition, result: AssessmentResult): string[] {
  const shown = [result.suicideRisk ?? '', ...(result.dangerSigns ?? []), ...(result.nextSteps ?? [])].join('\n')
  return (definition.scoring.flags ?? []).filter((flag) => shown.includes(flag.text)).map((flag) => `${flag.section}: ${flag.text}`)
}

function score(result: AssessmentResult): string {
  return result.openEnded ? `${result.totalScore} (reference point ${result.expectedTotalScore})` : `${result.totalScore} of ${result.expectedTotalScore}`
}

export function resultText(definition: TestDefinition, result: AssessmentResult): string {
  const lines = [
    `Result: ${result.grade} (${result.tone}; ${gradeSource(definition, result)})`,
    `Total score: ${score(result)}`,
  ]
  if (result.description) lines.push(`What it means: ${result.description}`)
  const flags = raisedFlags(definition, result)
  lines.push(flags.length > 0 ? 'Flags raised:' : 'Flags raised: none')
  for (const flag of flags) lines.push(`  - ${flag}`)
  if (result.suicideRisk) lines.push('  (the result page shows the crisis contacts first)')
  for (const subscale of result.subscales ?? []) {
    lines.push(`Scale "${subscale.label}": ${subscale.score}${subscale.maximum !== undefined ? ` of ${subscale.maximum}` : ''}, ${subscale.grade} (${subscale.tone})`)
  }
  const steps = result.nextSteps ?? []
  if (steps.length > 0) lines.push('Next steps:', ...steps.map((step, index) => `  ${index + 1}. ${step}`))
  if (result.services && result.services.length > 0) lines.push(`Care offered: ${result.services.join(', ')}`)
  return lines.join('\n')
}

/** One line for --all-paths: the answers (option numbers from 1) and the result. */
export function pathLine(definition: TestDefinition, answers: readonly unknown[], result: AssessmentResult): string {
  const shown = answers.map((answer, index) => {
    if (answer === null) return '-'
    const question = definition.questions[index]!
    if (Array.isArray(answer)) return answer.map((option: number) => option + 1).join('+')
    if (question.type === 'single-select') return String((answer as number) + 1)
    return question.type === 'user-input-text' ? '"…"' : String(answer)
  })
  const flags = raisedFlags(definition, result).map((flag) => flag.split(':')[0])
  const scales = (result.subscales ?? []).map((subscale) => `${subscale.id} ${subscale.score} ${subscale.grade}`)
  return [`${shown.join(' ')} -> ${score(result)}: ${result.grade} (${result.tone})`, ...(flags.length > 0 ? [`flags: ${flags.join(', ')}`] : []), ...scales].join('; ')
}
