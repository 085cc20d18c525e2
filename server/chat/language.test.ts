/**
 * The reply-language detector (issue 12): the labelled language set (Swahili, Sheng leaning on
 * Swahili, English with a Swahili word or two) is detected with at least 90% accuracy, printed;
 * a message with no clue takes the conversation's language; English wins a tie.
 */
import { describe, expect, it } from 'vitest'
import { detectLanguage } from './language.ts'
import { languageCases } from '../testing/chat-sets/language-set.ts'

describe('detectLanguage', () => {
  it('detects the labelled set with at least 90% accuracy (printed)', () => {
    const misses = languageCases.filter(({ text, language }) => detectLanguage(text) !== language)
    const accuracy = (languageCases.length - misses.length) / languageCases.length
    const swahili = languageCases.filter((entry) => entry.language === 'sw')
    const swahiliMisses = misses.filter((entry) => entry.language === 'sw')
    console.log(
      `language set: ${languageCases.length} messages (${swahili.length} Swahili or Sheng), accuracy ${(accuracy * 100).toFixed(1)}%, ` +
        `Swahili recall ${(((swahili.length - swahiliMisses.length) / swahili.length) * 100).toFixed(1)}%; misses: ${misses.map((miss) => `${miss.text} -> ${miss.language}`).join(' | ') || 'none'}`,
    )
    expect(accuracy).toBeGreaterThanOrEqual(0.9)
  })

  it('takes the language of the conversation so far when the message gives no clue', () => {
    expect(detectLanguage('asdfgh', 'nina huzuni sana. Asante kwa kuniambia.')).toBe('sw')
    expect(detectLanguage('asdfgh', 'I feel sad. Thank you for telling me.')).toBe('en')
    expect(detectLanguage('😂')).toBe('en')
  })

  it('answers a Swahili message in Swahili even after an English conversation', () => {
    expect(detectLanguage('sina usingizi', 'I feel sad. Thank you for telling me.')).toBe('sw')
  })

  it('reads Swahili verbs it has no list entry for', () => {
    expect(detectLanguage('nimechoka')).toBe('sw')
    expect(detectLanguage('inanisumbua')).toBe('sw')
  })
})
