/**
 * The feedback panel's answers (SPEC.md section 3, Feedback survey submission), its follow-up
 * rules (section 4) and the one call it makes (section 7, call 10: POST /api/survey).
 */
import type { SurveyRequest } from '#schemas/generated/survey-request.ts'
import { callApi } from '../../shared/api-client.ts'

export type Answers = Required<SurveyRequest>
export type TextField = Exclude<keyof Answers, 'experience'>

/** SPEC.md section 9: at most 5 stars; a rating of 3 or lower asks how to improve. */
export const maxRating = 5
export const followUpThreshold = 3

export const emptyAnswers: Answers = {
  experience: 0,
  improvement: '',
  usefulness: '',
  usefulnessDetails: '',
  easeOfUse: '',
  challenge: '',
  desiredFeatures: '',
  relevance: '',
  relevanceDetails: '',
  additionalFeedback: '',
  bigPicture: '',
  okWithContact: '',
  contactDetails: '',
}

/** When each follow-up question shows; a hidden follow-up is never sent. */
export const followUps = {
  improvement: (answers: Answers) => answers.experience > 0 && answers.experience <= followUpThreshold,
  usefulnessDetails: (answers: Answers) => answers.usefulness !== '',
  challenge: (answers: Answers) => answers.easeOfUse === 'No',
  relevanceDetails: (answers: Answers) => answers.relevance === 'Partially' || answers.relevance === 'Not at all',
  contactDetails: (answers: Answers) => answers.okWithContact === 'Yes',
} satisfies Partial<Record<TextField, (answers: Answers) => boolean>>

export function isShown(field: TextField, answers: Answers): boolean {
  const rule = (followUps as Partial<Record<TextField, (answers: Answers) => boolean>>)[field]
  return rule ? rule(answers) : true
}

/** Only the answered, shown fields, as the server's schema accepts them. */
export function toSurveyRequest(answers: Answers): SurveyRequest {
  const request: Record<string, string | number> = {}
  if (answers.experience > 0) request.experience = answers.experience
  for (const field of Object.keys(emptyAnswers) as (keyof Answers)[]) {
    if (field === 'experience') continue
    const value = answers[field].trim()
    if (value !== '' && isShown(field, answers)) request[field] = value
  }
  return request as SurveyRequest
}

/** True on an OK answer. Failures are only logged (SPEC.md section 8). */
export async function postSurvey(request: SurveyRequest): Promise<boolean> {
  const result = await callApi('survey', { body: request })
  if (result.ok) return true
  if (result.failure.status === undefined) console.error('Error submitting feedback:', new TypeError(`No answer (${result.failure.kind})`))
  else console.error('Failed to submit feedback.')
  return false
}
