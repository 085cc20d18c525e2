/**
 * The crisis net over categories of meaning (decision 055): rules composed of the lexicon's
 * categories (with `unless`), harmless contexts that lower a rule's crisis to a check-in and never
 * to nothing (and clear a distress-only check-in where the lexicon says so), a classifier that
 * raises one step at most and less in a harmless context, and someone else who has already acted
 * answered with the emergency line and then the helper's steps. First on a small lexicon written
 * here, so that the mechanism is tested apart from the data; then on the real lexicon.
 */
import { describe, expect, it } from 'vitest'
import lexiconJson from '#catalog/crisis-lexicon.json' with { type: 'json' }
import classifierJson from '#catalog/crisis-classifier.json' with { type: 'json' }
import { assessRisk, encodeWeights, findRisk, type CrisisClassifier, type CrisisLexicon } from '#engine/index.ts'
import { answerChat } from './answer-chat.ts'
import { loadChatCatalogue } from './chat-catalogue.ts'

const lexicon = lexiconJson as unknown as CrisisLexicon
const classifier = classifierJson as CrisisClassifier
const constantClassifier = (bias: number): CrisisClassifier => ({ ...classifier, bias, weights: encodeWeights(new Array<number>(classifier.buckets).fill(0)) })

const category = (en: string[]) => ({ description: 'test', en, sw: [], sheng: [] })
const small: CrisisLexicon = {
  rewrites: {},
  categories: {
    means: category(['pills|rope']),
    purpose: category(['finish me']),
    pests: category(['for the rats']),
    joke: category(['lol']),
    shaving: category(['shaving']),
  },
  rules: [
    { id: 'means-purpose', kind: 'suicide-self-harm', language: 'en', compose: { all: ['means', 'purpose'], unless: ['pests'] } },
    { id: 'plain', kind: 'suicide-self-harm', language: 'en', phrases: ['want to die'] },
    { id: 'cut', kind: 'suicide-self-harm', language: 'en', outcome: 'checkIn', phrases: ['cut myself'] },
  ],
  ignore: [],
  lowering: [
    { category: 'joke', why: 'test' },
    { category: 'shaving', why: 'test', clearsCheckIn: true },
  ],
}

describe('rules composed of categories', () => {
  it('fire only when every category is found, in any order and wording of the category', () => {
    expect(findRisk('how many pills would finish me', small)?.outcome).toBe('crisis')
    expect(findRisk('would a rope finish me', small)?.outcome).toBe('crisis')
    expect(findRisk('how many pills should I take', small)).toBeNull()
    expect(findRisk('that would finish me', small)).toBeNull()
  })

  it('do not fire when a category of unless is found', () => {
    expect(findRisk('these pills for the rats would finish me', small)).toBeNull()
  })

  it('name an unknown category as an error of the lexicon', () => {
    const broken: CrisisLexicon = { ...small, rules: [{ id: 'x', kind: 'violence', language: 'en', compose: { all: ['nowhere'] } }] }
    expect(() => findRisk('anything', broken)).toThrow(/unknown category nowhere/)
  })
})

describe('harmless context', () => {
  it('lowers a rule crisis to a check-in, never to nothing', () => {
    expect(findRisk('I want to die', small)).toMatchObject({ outcome: 'crisis', lowered: false })
    expect(findRisk('I want to die lol', small)).toMatchObject({ outcome: 'checkIn', lowered: true })
    expect(findRisk('I want to die while shaving', small)).toMatchObject({ outcome: 'checkIn', lowered: true })
  })

  it('clears a check-in of the distress net only where the lexicon says the context clears', () => {
    expect(findRisk('I cut myself', small)?.outcome).toBe('checkIn')
    expect(findRisk('I cut myself shaving', small)).toBeNull()
    expect(findRisk('I cut myself lol', small)?.outcome).toBe('checkIn')
  })

  it('keeps the classifier at a check-in at most, and at nothing where the context clears', () => {
    const sure = { lexicon: small, classifier: constantClassifier(20) }
    expect(assessRisk({ message: 'I cut myself' }, sure)).toMatchObject({ outcome: 'crisis', decidedBy: 'classifier' })
    expect(assessRisk({ message: 'I cut myself lol' }, sure).outcome).toBe('checkIn')
    expect(assessRisk({ message: 'nothing much, shaving' }, sure).outcome).toBe('none')
    expect(assessRisk({ message: 'tonight I will do it', earlier: ['I cut myself shaving'] }, sure).outcome).toBe('none')
  })

  it('keeps the classifier silent on a single word, such as an answer to the check-in', () => {
    const sure = { lexicon: small, classifier: constantClassifier(20) }
    expect(assessRisk({ message: 'No' }, sure).outcome).toBe('none')
    expect(assessRisk({ message: 'No hope' }, sure).outcome).toBe('checkIn')
  })
})

describe('the real lexicon', () => {
  const nets = { lexicon, classifier }
  const outcomeOf = (message: string) => assessRisk({ message }, nets).outcome

  it('reads a means with a purpose, held now or with a plan step as a crisis, with no word of death', () => {
    expect(outcomeOf('how many ibuprofen would be enough to finish me')).toBe('crisis')
    expect(outcomeOf('Vidonge vingapi vya aspirin vinatosha kunimaliza')).toBe('crisis')
    expect(outcomeOf('standing on the bridge with the rope in my bag')).toBe('crisis')
  })

  it('reads an act already done in everyday words as the emergency', () => {
    for (const message of ['downed a full bottle of tramadol with whisky', 'Nimekunywa jik dakika tano zilizopita', 'slashed my wrist and it is bleeding']) {
      expect(assessRisk({ message }, nets)).toMatchObject({ outcome: 'crisis', actDone: true })
    }
  })

  it('lowers hyperbole and clears normal doses and accidents', () => {
    expect(outcomeOf('that meeting made me want to die lol')).toBe('checkIn')
    expect(outcomeOf('took two panadol for a headache')).toBe('none')
    expect(outcomeOf('nilijikata kidole nikipika')).toBe('none')
  })

  it('answers someone else who has taken poison with the emergency line first, then the helper steps', async () => {
    const catalogue = loadChatCatalogue()
    const text = 'my cousin has swallowed rat poison'
    expect(assessRisk({ message: text }, nets)).toMatchObject({ outcome: 'crisis', actDone: true, someoneElse: true })
    const { answer } = await answerChat({ userInput: text, conversationHistory: text, earlierMessages: [] }, catalogue, undefined)
    expect(answer.crisis?.emergency).toBeTruthy()
    expect(answer.reply.startsWith(answer.crisis!.emergency!)).toBe(true)
    const withoutEmergency = answer.reply.slice(answer.crisis!.emergency!.length)
    const alone = (await answerChat({ userInput: 'my cousin posted a goodbye message and his phone is off', conversationHistory: '', earlierMessages: [] }, catalogue, undefined)).answer
    expect(alone.crisis?.emergency).toBeUndefined()
    expect(withoutEmergency.trim().startsWith(alone.reply.split('.')[0]!)).toBe(true)
  })
})
