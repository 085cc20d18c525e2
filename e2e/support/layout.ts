/**
 * Text that does not fit (issue 20: Kiswahili runs longer than English): `layoutProblems(page)`
 * lists, for the page as it is drawn now,
 * - the page scrolling sideways (wider than the screen);
 * - each visible element with text of its own whose text is wider than its box (scrollWidth over
 *   clientWidth: spilling out or cut), or that reaches beyond the screen, or is cut by a box that
 *   clips it (overflow hidden, auto or scroll) — an element wholly outside such a box (a carousel's
 *   next slide) is not drawn and not counted; visually hidden text (a 1 px box) is read out, not drawn;
 * - each line of the score ring (svg.score-circle text, or each tspan a wrapped text puts on a line
 *   of its own) that reaches past the inside of the ring.
 * Each problem names the element (tag, class, the start of its text) and the sizes.
 */
import type { Page } from 'playwright-core'

export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const screenWidth = document.documentElement.clientWidth
    const name = (element: Element) => {
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
      return `<${element.tagName.toLowerCase()}${classes}> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`
    }
    const px = (value: number) => Math.round(value)
    if (document.documentElement.scrollWidth > screenWidth + 1) problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${screenWidth} px screen`)
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || !element.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue
      if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) continue
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      const style = getComputedStyle(element)
      if (style.display !== 'inline' && element.scrollWidth > element.clientWidth + 1) problems.push(`${name(element)}: its text is ${element.scrollWidth} px wide in a ${element.clientWidth} px box`)
      let clipper: HTMLElement | undefined
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (['hidden', 'auto', 'scroll', 'clip'].includes(getComputedStyle(ancestor).overflowX)) {
          clipper = ancestor
          break
        }
      }
      if (clipper) {
        const clip = clipper.getBoundingClientRect()
        const outside = box.right <= clip.left + 1 || box.left >= clip.right - 1
        if (clip.width > 1 && !outside && (box.left < clip.left - 1 || box.right > clip.right + 1)) problems.push(`${name(element)}: cut by ${name(clipper).split(' ')[0]} (${px(box.left)} to ${px(box.right)} px in a box from ${px(clip.left)} to ${px(clip.right)})`)
        if (outside) continue
      }
      if (box.right > screenWidth + 1 || box.left < -1) problems.push(`${name(element)}: reaches beyond the screen (${px(box.left)} to ${px(box.right)} px of ${screenWidth})`)
    }
    for (const ring of document.querySelectorAll('svg.score-circle')) {
      const viewBox = (ring as SVGSVGElement).viewBox.baseVal
      const drawn = ring.getBoundingClientRect()
      const scale = viewBox.width / drawn.width
      const centre = { x: viewBox.x + viewBox.width / 2, y: viewBox.y + viewBox.height / 2 }
      const track = ring.querySelector('circle')
      const inner = Number(track?.getAttribute('r') ?? 0) - Number(track?.getAttribute('stroke-width') ?? 0) / 2
      // Each line: a <text>, or each of its <tspan>s placed on a line of its own (a wrapped text); measured as drawn, in the ring's units.
      const lines = [...ring.querySelectorAll(':scope > text')].flatMap((text) => {
        const placed = [...text.querySelectorAll('tspan[x], tspan[y], tspan[dy]')]
        return placed.length > 0 ? placed : [text]
      })
      for (const line of lines) {
        const box = line.getBoundingClientRect()
        const left = viewBox.x + (box.left - drawn.left) * scale
        const right = viewBox.x + (box.right - drawn.left) * scale
        const top = viewBox.y + (box.top - drawn.top) * scale
        const bottom = viewBox.y + (box.bottom - drawn.top) * scale
        const halfWidthAt = (y: number) => Math.sqrt(Math.max(inner ** 2 - (y - centre.y) ** 2, 0))
        const allowed = Math.min(halfWidthAt(top), halfWidthAt(bottom))
        if (left < centre.x - allowed - 0.5 || right > centre.x + allowed + 0.5) {
          problems.push(`score ring "${line.textContent}": ${px(right - left)} units wide where the inside of the ring leaves ${px(allowed * 2)}`)
        }
      }
    }
    return problems
  })
}
