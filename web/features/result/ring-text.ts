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
/** A glyph of the urgent block at most (bold, in the wider system fonts: "Chukua" measured 0.70 in Chromium on Debian). */
const BLOCK_GLYPH_WIDTH = 0.72
/** Units kept clear of the ring's inside edge on each side. */
const RING_MARGIN = 1.5

/** The font size, at most `size`, at which `text` fits `width` units on one line. */
export function fittedFontSize(text: string, size: number, width = RING_TEXT_WIDTH, glyphWidth = GLYPH_WIDTH): number {
  const natural = text.length * glyphWidth * size
  return natural <= width ? size : Math.floor((width / (text.length * glyphWidth)) * 10) / 10
}

/** The words of `text` in lines that fit `width` units at `size` (a word longer than a line keeps a line of its own). */
export function wrappedLines(text: string, size: number, width = RING_TEXT_WIDTH, glyphWidth = GLYPH_WIDTH): string[] {
  const perLine = Math.max(1, Math.floor(width / (glyphWidth * size)))
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/**
 * The urgent words and their note as one block centred in the ring: the urgent words on one line
 * at the largest size (at most `size`, at least `smallest`) at which every line, where it sits,
 * fits between the ring's inside edges, else wrapped at the largest such size. Each line is checked
 * where it sits: a line above or below the centre has a shorter chord than the middle one (issue 20: at
 * 360 px in Chromium, "Chukua" at 20.9 units crossed the ring at the top of the block). Widths are
 * estimated at BLOCK_GLYPH_WIDTH of the font size (bold, wide system fonts), heights from the
 * baseline (a glyph rises 0.8 of the size above it and falls 0.25 below).
 */
export function urgentBlock(urgent: string, note: string, { size, smallest, noteSize, innerRadius = 47, centre = 60 }: { size: number; smallest: number; noteSize: number; innerRadius?: number; centre?: number }) {
  const chordAt = (y: number) => 2 * Math.sqrt(Math.max(innerRadius ** 2 - (y - centre) ** 2, 0)) - 2 * RING_MARGIN
  const layout = (largeSize: number, wrapped: boolean) => {
    const lines = wrapped ? wrappedLines(urgent, largeSize, RING_TEXT_WIDTH, BLOCK_GLYPH_WIDTH) : [urgent]
    const noteLines = wrappedLines(note, noteSize, RING_TEXT_WIDTH, BLOCK_GLYPH_WIDTH)
    const height = lines.length * largeSize * 1.1 + noteLines.length * noteSize * 1.1
    const top = centre - height / 2
    const baselines = [...lines.map((_, index) => top + largeSize + index * largeSize * 1.1), ...noteLines.map((_, index) => top + lines.length * largeSize * 1.1 + noteSize * 1.1 + index * noteSize * 1.1)]
    const sizes = [...lines.map(() => largeSize), ...noteLines.map(() => noteSize)]
    const fits = [...lines, ...noteLines].every((line, index) => {
      const width = line.length * BLOCK_GLYPH_WIDTH * sizes[index]!
      return width <= Math.min(chordAt(baselines[index]! - 0.8 * sizes[index]!), chordAt(baselines[index]! + 0.25 * sizes[index]!))
    })
    return { lines, size: largeSize, noteLines, top, fits }
  }
  // On one line at the largest size that fits, else wrapped at the largest size that fits.
  for (const wrapped of [false, true]) {
    for (let candidate = size; candidate >= smallest; candidate -= 0.5) {
      const block = layout(candidate, wrapped)
      if (block.fits) return block
    }
  }
  return layout(smallest, true)
}