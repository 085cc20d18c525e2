/** The score ring's words fit inside it in both languages (ring-text.ts). */
import { describe, expect, it } from 'vitest'
import { fittedFontSize, RING_TEXT_WIDTH, wrappedLines } from './ring-text.ts'

/** The widest a line is estimated to be, in viewBox units, at `size`. */
const widthOf = (line: string, size: number) => line.length * 0.62 * size

describe('the ring text', () => {
  it.each(['Act now', 'Chukua hatua', 'Chukua'])('sizes %s to fit on one line, never larger than asked', (text) => {
    const size = fittedFontSize(text, 22)
    expect(size).toBeLessThanOrEqual(22)
    expect(widthOf(text, size)).toBeLessThanOrEqual(RING_TEXT_WIDTH)
  })

  it.each(['see a health worker', 'muone mhudumu wa afya'])('wraps %s into lines that fit, keeping every word in order', (text) => {
    const lines = wrappedLines(text, 10)
    expect(lines.join(' ')).toBe(text)
    for (const line of lines) expect(widthOf(line, 10)).toBeLessThanOrEqual(RING_TEXT_WIDTH)
  })

  it('keeps a short text on one line at its size', () => {
    expect(wrappedLines('kigezo 25', 11)).toEqual(['kigezo 25'])
    expect(fittedFontSize('31', 28)).toBe(28)
  })
})
