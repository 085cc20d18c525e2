/**
 * No catalogue test asks a free-text question yet, but the renderer has a view for one. To show it
 * on a real test, this is the PHQ-9 (depression.json) with one sample text question added at the
 * end, checked by the engine's loader like any definition; the text scores nothing.
 */
import { loadDefinition } from '#engine/index.ts'
import type { Question, TestDefinition } from '#schemas/index.ts'
import { catalogueTest } from './catalogue.ts'

export const sampleTextQuestion: Question = {
  id: 'sample-notes',
  type: 'user-input-text',
  question: 'Is there anything else you would like a health worker to know about how you have been feeling?',
  hint: 'Sample question for QA: no catalogue test asks for text yet. Up to 200 characters.',
  maxLength: 200,
}

const depression = catalogueTest('depression')

export const depressionWithTextQuestion: TestDefinition = loadDefinition(
  { ...depression, questions: [...depression.questions, sampleTextQuestion] },
  'depression.json with a sample text question',
)
