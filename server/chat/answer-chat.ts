/**
 * The assistant's answer to one message, in the order of issue 7: the crisis detector first (a
 * crisis answer never waits for or depends on the model), then the language model when one is
 * configured, checked and bounded, and the embedded recommender whenever there is no model or the
 * model fails, times out or answers something unusable. Every answer is in the language the person
 * wrote in (issue 12: Swahili or English, language.ts).
 */
import { detectCrisis } from '#engine/index.ts'
import type { ChatReply, ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import type { ChatCatalogue } from './chat-catalogue.ts'
import { crisisReply } from './crisis-reply.ts'
import { detectLanguage, type ReplyLanguage } from './language.ts'
import { ModelError, type LlmClient, type ModelFailure } from './llm-client.ts'
import { checkModelAnswer, modelMessages } from './model-answer.ts'
import { earlierConversation, recommend } from './recommender.ts'

export type ChatQuestion = { userInput: string; conversationHistory: string }
/** Who answered, for the logs (never what was said). */
export type AnswerSource = 'crisis' | 'model' | 'embedded' | `embedded-after-${ModelFailure | 'unusable-answer'}`

function replyOf(reply: string, suggestions: ChatSuggestion[], language: ReplyLanguage, rephrase = false): ChatReply {
  return {
    reply,
    descriptions: suggestions.map((suggestion) => suggestion.reason) as ChatReply['descriptions'],
    routeslugs: suggestions.map((suggestion) => suggestion.slug) as ChatReply['routeslugs'],
    suggestions: suggestions as ChatReply['suggestions'],
    language,
    ...(rephrase ? { rephrase: true as const } : {}),
  }
}

export async function answerChat(
  question: ChatQuestion,
  catalogue: ChatCatalogue,
  model: LlmClient | undefined,
): Promise<{ answer: ChatReply; source: AnswerSource }> {
  const userInput = question.userInput.trim()
  const earlier = earlierConversation(question.conversationHistory, userInput)
  const language = detectLanguage(userInput, earlier)
  const crisis = detectCrisis(userInput, catalogue.crisisLexicon)
  if (crisis) return { answer: crisisReply(crisis.kind, catalogue, language), source: 'crisis' }

  const embedded = () => {
    const recommendation = recommend(userInput, question.conversationHistory, catalogue)
    return replyOf(recommendation.reply, recommendation.suggestions, recommendation.language, recommendation.kind === 'rephrase')
  }
  if (!model) return { answer: embedded(), source: 'embedded' }

  try {
    const content = await model.complete(modelMessages(userInput, earlier, catalogue, language))
    const checked = checkModelAnswer(content, catalogue, language)
    if (!checked) return { answer: embedded(), source: 'embedded-after-unusable-answer' }
    return { answer: replyOf(checked.reply, checked.suggestions, language), source: 'model' }
  } catch (error) {
    const failure: ModelFailure = error instanceof ModelError ? error.failure : 'network'
    return { answer: embedded(), source: `embedded-after-${failure}` }
  }
}
