/**
 * Redaction before anything leaves for the language model: email addresses, phone numbers and the
 * names a person gives ("my name is Achieng", "naitwa Otieno", "I'm Wanjiru") become placeholders.
 * Names are found only after such cues: a name dropped in mid-sentence without one is not caught
 * (see server/chat/README.md).
 */
const email = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi
/** Kenyan and international numbers: +254 7.., 07.., 01.., and any run of 7 or more digits with spaces, dots or dashes. */
const phone = /(?:\+|\b00)?\d(?:[\s.\-()]*\d){6,}/g
/** Words that introduce a name, in English, Swahili and Sheng; the name is the capitalised words after them. */
const nameCue =
  /\b(my name is|my name's|name is|this is|i am|i'm|im|it's|its|jina langu ni|jina langu|mimi ni|nimeitwa|regards|thanks|thank you|asante|from)[\s,]+((?:[\p{L}'-]+)(?:\s+[\p{L}'-]+){0,2})/giu
/** After these cues any word is a name, whatever its case. */
const strongNameCue = /\b(my name is|my name's|jina langu ni|naitwa|ninaitwa|mimi naitwa|i am called|i'm called|call me)\s+([\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]*){0,2})/giu

/** Keeps the cue and replaces the capitalised words right after it, if any. */
function redactCapitalised(match: string, cue: string, words: string): string {
  const list = words.split(/\s+/)
  const capitalised = list.findIndex((word) => !/^\p{Lu}/u.test(word))
  const count = capitalised === -1 ? list.length : capitalised
  if (count === 0) return match
  return [`${cue} [name]`, ...list.slice(count)].join(' ')
}

export function redact(text: string): string {
  return text
    .replace(email, '[email]')
    .replace(phone, '[phone]')
    .replace(strongNameCue, (_match, cue: string) => `${cue} [name]`)
    .replace(nameCue, redactCapitalised)
}
