/**
 * A test definition as a FHIR R4 Questionnaire (decision 068): the test's code and slug as
 * identifiers, its source and licence in the metadata, one item per question in order (linkId = our
 * question id; the item's LOINC code where confirmed), each option an answerOption coded in the test's own answer code system with its
 * score as itemWeight (on the option) and ordinalValue (on its coding), and our jumps as enableWhen
 * where FHIR can say them (enable-when.ts).
 */
import type { Extension, Questionnaire, QuestionnaireItem } from 'fhir/r4'
import type { Locale } from '#schemas/locales.ts'
import type { Question, TestDefinition } from '#schemas/index.ts'
import { localiseDefinition } from '../localise.ts'
import { DEFAULT_TEXT_MAX_LENGTH } from '../answers.ts'
import {
  answerSystemOf,
  extensionUrls,
  fhirIdOf,
  optionCode,
  questionnaireUrlOf,
  skipNoteUrlOf,
  testCodeSystemOf,
  testSlugSystemOf,
  type FhirContext,
} from './fhir-context.ts'
import { visibilityOf, type ItemVisibility } from './enable-when.ts'
import { loincItems, loincSystem } from './loinc.ts'

const skipNote = 'Some answers to earlier questions skip this question by a rule that enableWhen cannot express; the test\'s own definition decides. An unanswered item may have been skipped.'

function display(linkId: string, text: string): QuestionnaireItem {
  return { linkId, type: 'display', text }
}

function typedFields(question: Question, system: string): Pick<QuestionnaireItem, 'type' | 'repeats' | 'answerOption' | 'extension' | 'maxLength'> {
  switch (question.type) {
    case 'single-select':
    case 'multi-select':
      return {
        type: 'choice',
        ...(question.type === 'multi-select' ? { repeats: true } : {}),
        answerOption: question.options.map((option, position) => ({
          extension: [{ url: extensionUrls.itemWeight, valueDecimal: option.score }],
          valueCoding: {
            extension: [{ url: extensionUrls.ordinalValue, valueDecimal: option.score }],
            system,
            code: optionCode(question.id, position),
            display: option.text,
          },
        })),
      }
    case 'user-input-number': {
      const extension: Extension[] = [
        { url: extensionUrls.minValue, valueInteger: question.min },
        { url: extensionUrls.maxValue, valueInteger: question.max },
        ...(question.unit ? [{ url: extensionUrls.unit, valueCoding: { display: question.unit } }] : []),
      ]
      return { type: 'integer', extension }
    }
    case 'user-input-text':
      return { type: 'string', maxLength: question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH }
  }
}

function itemOf(question: Question, visibility: ItemVisibility, system: string, noteUrl: string, loinc: string | undefined): QuestionnaireItem {
  const typed = typedFields(question, system)
  const children = [
    ...(question.questionHeading ? [display(`${question.id}/heading`, question.questionHeading)] : []),
    ...(question.hint ? [display(`${question.id}/hint`, question.hint)] : []),
  ]
  const note: Extension[] = visibility.kind === 'unexpressed' ? [{ url: noteUrl, valueString: skipNote }] : []
  const extension = [...(typed.extension ?? []), ...note]
  return {
    linkId: question.id,
    ...(loinc ? { code: [{ system: loincSystem, code: loinc }] } : {}),
    text: question.question,
    ...typed,
    ...(extension.length > 0 ? { extension } : {}),
    required: visibility.kind !== 'unexpressed',
    ...(visibility.kind === 'when' ? { enableWhen: visibility.enableWhen, enableBehavior: visibility.enableBehavior } : {}),
    ...(children.length > 0 ? { item: children } : {}),
  }
}

/** Where the instrument comes from, for a reader: instrument, citation, address and adaptations. */
function purposeOf(definition: TestDefinition): string {
  const { instrument, citation, url, adaptations } = definition.source
  return [
    `${instrument}. ${citation}`,
    url,
    ...(adaptations ?? []).map((adaptation) => `Adaptation: ${adaptation}`),
  ].join('\n\n')
}

export function questionnaireOf(definition: TestDefinition, locale: Locale, context: FhirContext): Questionnaire {
  const localised = localiseDefinition(definition, locale)
  const system = answerSystemOf(context, definition)
  const visibility = visibilityOf(localised, system)
  const noteUrl = skipNoteUrlOf(context)
  return {
    resourceType: 'Questionnaire',
    id: fhirIdOf(definition.routeSlug),
    language: localised.language,
    extension: [{ url: extensionUrls.citation, valueString: definition.source.citation }],
    url: questionnaireUrlOf(context, definition),
    identifier: [
      { system: testCodeSystemOf(context), value: definition.testCode },
      { system: testSlugSystemOf(context), value: definition.routeSlug },
    ],
    name: definition.testCode.replace(/[^A-Za-z0-9]/g, ''),
    title: `${localised.informalTitle} (${localised.formalTitle})`,
    status: 'active',
    experimental: false,
    subjectType: ['Patient'],
    publisher: context.publisher,
    description: localised.description,
    purpose: purposeOf(definition),
    copyright: definition.source.licence,
    item: [
      ...localised.instructions.map((paragraph, position) => display(`instructions/${position}`, paragraph)),
      display('form-heading/0', localised.formHeading),
      ...localised.questions.map((question, index) => itemOf(question, visibility[index]!, system, noteUrl, loincItems[definition.routeSlug]?.[question.id])),
    ],
  }
}
