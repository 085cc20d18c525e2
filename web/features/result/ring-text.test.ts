/** The score ring's words fit inside it in both languages (ring-text.ts). */
import { describe, expect, it } from 'vitest'
import { fittedFontSize, RING_TEXT_WIDTH, urgentBlock, wrappedLines } from './ring-text.ts'

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

  it.each([
    ['Act now', 'see a health worker'],
    ['Chukua hatua', 'muone mhudumu wa afya'],
  ])('places "%s" and its note so every line fits the chord of the ring where it sits', (urgent, note) => {
    const block = urgentBlock(urgent, note, { size: 22, smallest: 14, noteSize: 10 })
    expect(block.fits).toBe(true)
    expect([...block.lines, ...block.noteLines].join(' ')).toBe(`${urgent} ${note}`)
    // The block is centred: as far above the centre as below it.
    const height = block.lines.length * block.size * 1.1 + block.noteLines.length * 10 * 1.1
    expect(block.top + height / 2).toBeCloseTo(60)
    const chord = (y: number) => 2 * Math.sqrt(47 ** 2 - (y - 60) ** 2)
    const firstBaseline = block.top + block.size
    expect(block.lines[0]!.length * 0.7 * block.size).toBeLessThan(chord(firstBaseline - 0.8 * block.size))
  })
})
