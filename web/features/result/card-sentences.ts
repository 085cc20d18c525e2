/**
 * The words of the safety card, said once each (issue 17: "If you might act on these thoughts,
 * call 999 or 112 now" appeared twice in a row). The card's heading comes first, then the test's
 * risk flag text, then the card's own message; a sentence is left out when what it says has been
 * said already: its words appear in an earlier sentence, or it only repeats numbers that an
 * earlier sentence already gave (e.g. the card's "call 999 or 112 now" after a flag text that
 * says "call 999 or 112 now, or talk to a crisis line today"). A sentence that opens with a
 * clause already said keeps only what it adds: under the heading "You don't have to face this
 * alone", the flag's "You don't have to face this alone: help works, and..." reads "Help works,
 * and...".
 */

/** Sentences of a text: split after . ! or ? followed by a space. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

const numbersIn = (text: string) => text.match(/\+?\d[\d ]*\d|\d/g)?.map((number) => number.replace(/\s/g, '')) ?? []

function alreadySaid(sentence: string, said: string[]): boolean {
  const words = wordsOf(sentence)
  if (said.some((earlier) => wordsOf(earlier).includes(words))) return true
  const numbers = numbersIn(sentence)
  const earlierNumbers = new Set(said.flatMap(numbersIn))
  return numbers.length > 0 && numbers.every((number) => earlierNumbers.has(number))
}

/** The sentence without an opening clause (up to , : or ;) that repeats an earlier sentence, and without the "and" that then leads. */
function withoutRepeatedOpening(sentence: string, said: string[]): string {
  const opening = /^([^,:;]+)[,:;]\s*(?:and\s+|but\s+|so\s+)?(.+)$/i.exec(sentence)
  if (!opening || !said.some((earlier) => wordsOf(earlier) === wordsOf(opening[1]!))) return sentence
  const rest = opening[2]!
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}

/** The flag text's and the card message's sentences that add something, in order: { flag, card }. */
export function cardSentences(heading: string, flagText: string, cardMessage: string): { flag: string[]; card: string[] } {
  const said = [heading]
  const keep = (sentences: string[]) =>
    sentences.flatMap((sentence) => {
      const adding = withoutRepeatedOpening(sentence, said)
      if (alreadySaid(adding, said)) return []
      said.push(adding)
      return [adding]
    })
  const flag = keep(sentencesOf(flagText))
  const card = keep(sentencesOf(cardMessage))
  return { flag, card }
}
