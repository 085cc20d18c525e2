/**
 * The assistant's answer to one message, in the order of issue 7: the crisis net first (issue 17:
 * it reads the conversation, answers a crisis, a check-in or neither, and a crisis answer never
 * waits for or depends on the model), then the language model when one is
 * configured, checked and bounded, and the embedded recommender whenever there is no model or the
 * model fails, times out or answers something unusable. Every answer is in the language the person
 * wrote in (issue 12: Swahili or English, language.ts), or the page's when nothing says which, and
 * its links open the Kiswahili pages when the reply or the page is Kiswahili (issue 20).
 */
import { assessRisk, type RiskAssessment } from '#engine/index.ts'
import type { ChatReply } from '#schemas/generated/chat-reply.ts'
import type { ChatRequest } from '#schemas/generated/chat-request.ts'
import type { ChatCatalogue } from './chat-catalogue.ts'
import { chatReply } from './chat-reply.ts'
import { checkInDeclinedReply, checkInReply } from './check-in-reply.ts'
import { crisisCard, crisisReply } from './crisis-reply.ts'
import { replyLanguages, type ReplyLanguages } from './language.ts'
import { ModelError, type LlmClient, type ModelFailure } from './llm-client.ts'
import { checkModelAnswer, modelMessages } from './model-answer.ts'
import { earlierConversation, recommend } from './recommender.ts'

export type ChatQuestion = Pick<ChatRequest, 'userInput' | 'conversationHistory' | 'riskSeen' | 'checkInAnswer' | 'language'> & { earlierMessages?: readonly string[] }
/** Who answered, for the logs (never what was said). */
export type AnswerSource = 'crisis' | 'check-in' | 'check-in-declined' | 'model' | 'embedded' | `embedded-after-${ModelFailure | 'unusable-answer'}`

/** What the crisis net says of this message in its conversation (one function for chat, feedback and booking notes). */
export function assessChat(question: ChatQuestion, catalogue: ChatCatalogue): RiskAssessment {
  return assessRisk(
    { message: question.userInput, earlier: question.earlierMessages ?? [], riskSeen: question.riskSeen === true },
    { lexicon: catalogue.crisisLexicon, classifier: catalogue.crisisClassifier },
  )
}

/**
 * The crisis net first: an answer to the check-in, a crisis, or a check-in is built without the
 * model. Otherwise the model or the embedded answer; once risk or distress was seen in the
 * conversation, that answer carries the contacts too, and a request to rephrase, a greeting or
 * thanks is never what answers it: the crisis answer (after risk) or the check-in (after distress)
 * is given again instead.
 */
export async function answerChat(
  question: ChatQuestion,
  catalogue: ChatCatalogue,
  model: LlmClient | undefined,
): Promise<{ answer: ChatReply; source: AnswerSource }> {
  const userInput = question.userInput.trim()
  const earlier = earlierConversation(question.conversationHistory, userInput)
  const page = question.language ?? 'en'
  const languages = replyLanguages(userInput, earlier, page)
  const risk = assessChat({ ...question, userInput }, catalogue)
  const crisisAnswer = (assessment: Pick<RiskAssessment, 'kind' | 'actDone' | 'someoneElse'>) => ({
    answer: crisisReply(assessment.kind, catalogue, languages, { actDone: assessment.actDone, someoneElse: assessment.someoneElse }),
    source: 'crisis' as const,
  })

  if (question.checkInAnswer === 'yes') return crisisAnswer({ kind: 'suicide-self-harm', actDone: false, someoneElse: false })
  if (question.checkInAnswer === 'someone-else') return crisisAnswer({ kind: 'suicide-self-harm', actDone: false, someoneElse: true })
  if (question.checkInAnswer === 'no' && risk.outcome !== 'crisis') {
    const declined = checkInDeclinedReply(catalogue, languages)
    return { answer: risk.riskSeen ? { ...declined, crisis: crisisCard('suicide-self-harm', catalogue, languages) } : declined, source: 'check-in-declined' }
  }
  if (risk.outcome === 'crisis') return crisisAnswer(risk)
  if (risk.outcome === 'checkIn') return { answer: checkInReply(catalogue, languages), source: 'check-in' }

  const { answer, source } = await ordinaryAnswer(userInput, question.conversationHistory, earlier, languages, page, catalogue, model)
  if (!risk.distressSeen) return { answer, source }
  const understood = !answer.rephrase && answer.suggestions.length > 0
  if (!understood) return risk.riskSeen ? crisisAnswer(risk) : { answer: checkInReply(catalogue, languages), source: 'check-in' }
  return { answer: { ...answer, crisis: crisisCard(risk.kind, catalogue, languages) }, source }
}

/** The model's answer when one is configured and usable, else the embedded recommender's. */
async function ordinaryAnswer(
  userInput: string,
  conversationHistory: string,
  earlier: string,
  languages: ReplyLanguages,
  page: ReplyLanguages['reply'],
  catalogue: ChatCatalogue,
  model: LlmClient | undefined,
): Promise<{ answer: ChatReply; source: AnswerSource }> {
  const embedded = () => {
    const recommendation = recommend(userInput, conversationHistory, catalogue, page)
    return chatReply(recommendation.reply, recommendation.suggestions, recommendation.language, recommendation.kind === 'rephrase' ? { rephrase: true } : {})
  }
  if (!model) return { answer: embedded(), source: 'embedded' }

  try {
    const content = await model.complete(modelMessages(userInput, earlier, catalogue, languages.reply))
    const checked = checkModelAnswer(content, catalogue, languages)
    if (!checked) return { answer: embedded(), source: 'embedded-after-unusable-answer' }
    return { answer: chatReply(checked.reply, checked.suggestions, languages.reply), source: 'model' }
  } catch (error) {
    const failure: ModelFailure = error instanceof ModelError ? error.failure : 'network'
    return { answer: embedded(), source: `embedded-after-${failure}` }
  }
}
