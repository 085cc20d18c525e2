/**
 * Which language the assistant answers in (issue 12) and which pages its links open (issue 20,
 * decision 061): Swahili when the person writes Swahili, or Sheng that leans on Swahili; English
 * when they write English. A small word-list detector, no network: it counts the message's words
 * that are common Swahili (function words, everyday words, Sheng, and verbs built the Swahili way,
 * "nimechoka", "inanichosha") against common English words. A message with no clue either way
 * ("ok", "asdf"), or as many of each, takes the language of the conversation so far, and failing
 * that the page's (English unless the person is on a /sw/ page).
 */
import { rawWords } from '#engine/index.ts'
import type { Locale } from '#schemas/locales.ts'

export type ReplyLanguage = Locale

/** The reply's language, and the language of the pages its suggestions open. */
export type ReplyLanguages = { readonly reply: ReplyLanguage; readonly pages: ReplyLanguage }

const swahiliWords = new Set(
  `na ya wa za la kwa ni cha vya kama sana nina sina niko siko yuko uko tuko yangu wangu langu changu zangu vyangu
  yako wako lako chako mimi mi wewe yeye sisi nyinyi wao hii huyu hiyo hizi hapa pale kule kuna hakuna
  kila siku hizi leo jana kesho usiku mchana asubuhi jioni wiki mwezi miezi mwaka miaka saa muda wakati
  kuhusu nataka sitaki tafadhali asante habari je gani nini nani wapi lini kwa nini vipi lakini ila pia tu
  tena zaidi bado sijui najua nahisi najisikia najiskia nadhani nafikiri ndio ndiyo hapana sawa poa fiti
  mambo niaje vipi sasa msee maze buda manze bana mbaya vibaya vizuri nzuri zuri kubwa mkubwa kidogo mingi
  mwingi nyingi nyingine ingine kabisa tu juu chini ndani nje baada kabla tangu mpaka hadi bila pamoja
  afya mwili kichwa tumbo moyo damu mkojo choo homa kikohozi maumivu dawa daktari hospitali kliniki kipimo
  vipimo kupima msaada nisaidie mtoto watoto mwanangu mama baba mke mume mpenzi rafiki marafiki familia
  kazi kazini shule maisha pesa nyumbani chakula pombe sigara usingizi uchovu huzuni wasiwasi hofu hasira
  mawazo msongo upweke uzito kisukari sukari presha shinikizo hedhi mimba mjamzito uzazi titi saratani
  kiu mazoezi simu mtandao gemu mbona kwanza kweli kitu chochote kila mtu watu hali`
    .split(/\s+/)
    .filter(Boolean),
)

const englishWords = new Set(
  `i me my mine myself you your we our he she his her they them their it its the a an and or but so because
  is am are was were be been being have has had do does did not no never dont cant cannot wont isnt
  to of in on at by for from with about into over after before since until while when what which who how why
  where this that these those there here very too much many more most some any all every always often
  feel feeling felt want wanted need needs think know like would could should will can may might must
  get got getting go going make take took keep kept help please thank thanks hello hi hey good bad well
  day days night nights week weeks month months year years time times lot lately now today sometimes
  just also even still again really little bit something nothing anything someone everyone people
  sleep sleeping tired sad stressed worried work job life health test tests check doctor family
  anaemia anemia anaemic anemic`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * A verb built the Swahili way: a subject prefix, a tense marker, then the stem ("nimechoka",
 * "inanichosha", "tumejaribu"), or an infinitive ("kupumua"). Six letters at least, so few English
 * words look like one (those that do, like "anaemia", are in the English list).
 */
const swahiliVerb = /^(?:(?:ni|u|a|tu|m|wa|i|ki|li|ya|zi|ha|hu|si|ku)(?:na|me|li|ta|ki|ja|nge)[a-z]{3,}|ku[a-z]{4,})$/

/** The lexicons' words of a text (engine/phrase-matcher.ts), with digits as breaks too. */
function wordsOf(text: string): string[] {
  return rawWords(text).flatMap((word) => word.split(/[0-9]+/)).filter((word) => word.length > 0)
}

/** How many of the text's words read as Swahili, and how many as English. */
export function languageClues(text: string): { swahili: number; english: number } {
  let swahili = 0
  let english = 0
  for (const word of wordsOf(text)) {
    if (englishWords.has(word)) english += 1
    else if (swahiliWords.has(word) || (word.length >= 6 && swahiliVerb.test(word))) swahili += 1
  }
  return { swahili, english }
}

/**
 * The language to answer `message` in: the message's when it says; else the conversation's; else
 * the page's. (A tie on an English page stays English, as before issue 20.)
 */
export function detectLanguage(message: string, conversationSoFar = '', page: ReplyLanguage = 'en'): ReplyLanguage {
  const clues = languageClues(message)
  if (clues.swahili !== clues.english) return clues.swahili > clues.english ? 'sw' : 'en'
  if (clues.swahili === 0 && conversationSoFar.trim() !== '') return detectLanguage(conversationSoFar, '', page)
  return page
}

/**
 * The reply's language, and the pages its links open: the Kiswahili pages when the reply is in
 * Kiswahili or the person is on a Kiswahili page (someone who chose the Kiswahili site and writes
 * English stays on it).
 */
export function replyLanguages(message: string, conversationSoFar = '', page: ReplyLanguage = 'en'): ReplyLanguages {
  const reply = detectLanguage(message, conversationSoFar, page)
  return { reply, pages: reply === 'sw' || page === 'sw' ? 'sw' : 'en' }
}

/** A reply and its pages in one language (an English page and an English message, or Kiswahili both). */
export function inLanguage(language: ReplyLanguage): ReplyLanguages {
  return { reply: language, pages: language }
}
