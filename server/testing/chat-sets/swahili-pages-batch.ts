/**
 * A fresh batch for issue 20 (decision 061): messages a Kiswahili or Sheng speaker might send the
 * assistant, written by H8 on 2026-11-25 BEFORE the code that points them to the Kiswahili pages,
 * and without reading the concern lexicon. Each has the language the reply should be in and the
 * routes any one of which is a fair first-three suggestion. Also English messages sent from a
 * Kiswahili page (/sw/...), which are answered in English but keep the visitor on the Kiswahili
 * site. server/chat/swahili-pages.test.ts prints how many get a fitting suggestion. Never add these
 * to a lexicon or a training set: they are the honest test.
 */
import type { Locale } from '#schemas/locales.ts'

export type SwahiliPagesCase = {
  text: string
  /** The page the message was sent from. */
  page: Locale
  /** The language the reply should be in. */
  language: Locale
  /** Routes any one of which among the first three suggestions is a fair answer. */
  fits: readonly string[]
}

const t = (slug: string) => `/tests/${slug}`
const s = (slug: string) => `/services/${slug}`

const sw = (text: string, ...fits: string[]): SwahiliPagesCase => ({ text, page: 'en', language: 'sw', fits })
const swOnSw = (text: string, ...fits: string[]): SwahiliPagesCase => ({ text, page: 'sw', language: 'sw', fits })
const enOnSw = (text: string, ...fits: string[]): SwahiliPagesCase => ({ text, page: 'sw', language: 'en', fits })

export const swahiliPagesCases: SwahiliPagesCase[] = [
  // Kiswahili, sent from an English page
  sw('presha yangu imekuwa juu tangu mwaka jana', t('hypertension-risk'), t('heart-disease-risk')),
  sw('daktari alisema damu yangu ina shinikizo kubwa', t('hypertension-risk'), t('heart-disease-risk')),
  sw('ninahisi uvimbe kwenye titi langu la kushoto', t('breast-cancer')),
  sw('nimeshiriki ngono bila kinga wiki iliyopita', t('sti-risk')),
  sw('nina ujauzito wa miezi mitano', t('pregnancy-health')),
  sw('nataka kujua njia za kuzuia mimba', t('contraceptive-knowledge')),
  sw('siku zangu za mwezi zinakuja bila mpangilio', t('menstrual-health')),
  sw('tumejaribu kupata mtoto kwa miaka miwili bila mafanikio', t('fertility-health')),
  sw('nakohoa kwa muda mrefu na nimevuta sigara miaka mingi', t('lung-cancer'), t('lifestyle-habits')),
  sw('mama yangu na bibi walikuwa na kisukari', t('diabetes-risk'), t('family-health-risk')),
  sw('sijisikii furaha tena na nimepoteza hamu ya kila kitu', t('depression')),
  sw('moyo wangu unadunda haraka na naogopa bila sababu', t('anxiety')),
  sw('nakaa kitini siku nzima ofisini', t('sedentary-behavior'), t('physical-activity')),
  sw('nakula vyakula vya kukaanga karibu kila siku', t('dietary-assessment'), t('healthy-eating')),
  sw('nimejifungua mwezi uliopita na nalia kila mara', t('postnatal-health'), t('depression')),
  // Sheng, sent from an English page
  sw('maze nimekuwa stressed na job sana siku hizi', t('burnout'), t('anxiety'), t('depression')),
  sw('bro nakunywa pombe mingi sana kila wikendi', t('audit')),
  sw('niko kwa simu usiku mzima nikicheki TikTok', t('social-media-addiction'), t('digital-usage-patterns'), t('digital-addiction')),
  sw('msee wangu nacheza gemu mpaka asubuhi', t('gaming-dependency')),
  sw('manze uzito umeongezeka sana mwaka huu', t('obesity-risk'), t('metabolic-syndrome')),
  sw('nataka kuongea na mtu kuhusu mawazo yangu', s('talk-to-a-therapist'), t('depression'), t('anxiety')),
  sw('nataka kuona daktari kupitia simu', s('talk-to-a-doctor')),
  // Kiswahili, sent from a Kiswahili page
  swOnSw('nina wasiwasi kuhusu saratani ya matiti', t('breast-cancer')),
  swOnSw('presha', t('hypertension-risk'), t('heart-disease-risk')),
  swOnSw('nimechoka na kazi kila siku', t('burnout')),
  // English, sent from a Kiswahili page: answered in English, links stay on the Kiswahili site
  enOnSw('I have been getting headaches and my blood pressure is high', t('hypertension-risk'), t('heart-disease-risk')),
  enOnSw('I found a lump in my breast', t('breast-cancer')),
  enOnSw('I feel hopeless and cannot sleep', t('depression'), t('anxiety')),
]
