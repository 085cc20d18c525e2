/**
 * Words that fit inside the score ring, in any language: the ring's inside is about 84 units wide
 * (viewBox 120, radius 52, a 10-unit stroke; 78 leaves a margin), and "Chukua hatua" at the urgent size would cross
 * the ring. Text is sized and wrapped from its length, at render time, without measuring: glyphs
 * of the site's sans-serif average at most 0.62 of the font size (measured in Chromium for the
 * English and Kiswahili words the ring shows).
 */

/** The widest a line may be inside the ring, in viewBox units. */
export const RING_TEXT_WIDTH = 78

const GLYPH_WIDTH = 0.62

/** The font size, at most `size`, at which `text` fits `width` units on one line. */
export function fittedFontSize(text: string, size: number, width = RING_TEXT_WIDTH): number {
  const natural = text.length * GLYPH_WIDTH * size
  return natural <= width ? size : Math.floor((width / (text.length * GLYPH_WIDTH)) * 10) / 10
}

/** The words of `text` in lines that fit `width` units at `size` (a word longer than a line keeps a line of its own). */
export function wrappedLines(text: string, size: number, width = RING_TEXT_WIDTH): string[] {
  const perLine = Math.max(1, Math.floor(width / (GLYPH_WIDTH * size)))
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}
