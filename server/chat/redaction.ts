/**
 * Redaction before anything leaves for the language model: email addresses, phone numbers and the
 * names a person gives ("my name is Achieng", "naitwa Otieno", "I'm Wanjiru") become placeholders.
 * Names are found only after such cues: a name dropped in mid-sentence without one is not caught
 * (see server/chat/README.md).
 */
const email = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi
/** Kenyan and international numbers: +254 7.., 07.., 01.., and any run of 7 or more digits with spaces, dots or dashes. */
const phone = /(?:\+|\b00)?\d(?:[\s.\-()]*\d){6,}/g
/** After these cues the first word is a name whatever its case, and the capitalised words after it too. */
const strongNameCue = /\b(my name is|my name's|jina langu ni|naitwa|ninaitwa|mimi naitwa|i am called|i'm called|call me)\s+([\p{L}'-]+)((?:\s+[\p{L}'-]+){0,2})/giu
/** Words that may introduce a name, in English, Swahili and Sheng; only capitalised words after them are taken as one. */
const nameCue =
  /\b(my name is|name is|this is|i am|i'm|im|it's|its|jina langu ni|jina langu|mimi ni|nimeitwa|regards|thanks|thank you|asante|from)[\s,]+((?:[\p{L}'-]+)(?:\s+[\p{L}'-]+){0,2})/giu

/** The cue, then [name] for the leading capitalised words (`alwaysFirst`: the first word whatever its case), then the rest. */
function withName(cue: string, words: string, alwaysFirst: boolean): string | undefined {
  const list = words.trim() === '' ? [] : words.trim().split(/\s+/)
  const firstLower = list.findIndex((word, index) => !(alwaysFirst && index === 0) && !/^\p{Lu}/u.test(word))
  const count = firstLower === -1 ? list.length : firstLower
  if (count === 0) return undefined
  return [`${cue} [name]`, ...list.slice(count)].join(' ')
}

export function redact(text: string): string {
  return text
    .replace(email, '[email]')
    .replace(phone, '[phone]')
    .replace(strongNameCue, (match, cue: string, first: string, rest: string) => withName(cue, `${first}${rest}`, true) ?? match)
    .replace(nameCue, (match, cue: string, words: string) => withName(cue, words, false) ?? match)
}
