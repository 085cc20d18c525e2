/**
 * Whether a floating control (the WhatsApp link, the assistant's bubble and button) covers anything a person reads or uses, checked from inside the page while it scrolls
 * from top to bottom. At every stop, for every link, button, field and line of text that a control's
 * rectangle meets, the browser is asked what is painted there (document.elementsFromPoint): the
 * item is covered when it would be visible at that point but a control is on top of it. What the
 * opaque bars at the screen's edges hide (the sticky navigation bar, the floating dock) is not
 * visible there, as with anything scrolled out of view. Each interactive item must also be fully
 * in view, nothing on top of it, at some stop: nothing is hidden for good.
 */
import type { Page } from 'playwright-core'

export type CoverReport = {
  /** "<control> covers <item>" at a scroll position, once per pair. */
  covered: string[]
  /** Interactive items never fully in view at any stop. */
  neverClear: string[]
  /** How many stops the walk made. */
  stops: number
  /** Every interactive item judged (numbered in document order, with its words). */
  judged: string[]
}

export const FLOATING_CONTROLS = '.messaging-app-link, .chat-bubble, .chat-toggle'

/** Scrolls the page from top to bottom in steps of 40% of the screen and judges every stop. */
export async function walkForCoveredContent(page: Page): Promise<CoverReport> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  const covered = new Set<string>()
  const clearItems = new Set<string>()
  const allItems = new Set<string>()
  let stops = 0
  for (;;) {
    const stop = await page.evaluate(judgeStop, FLOATING_CONTROLS)
    stops++
    for (const line of stop.covered) covered.add(line)
    for (const item of stop.interactive) allItems.add(item)
    for (const item of stop.clear) clearItems.add(item)
    const moved = await page.evaluate(async () => {
      const before = window.scrollY
      window.scrollTo({ top: before + Math.round(window.innerHeight * 0.4), behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return window.scrollY !== before
    })
    if (!moved) break
  }
  return { covered: [...covered], neverClear: [...allItems].filter((item) => !clearItems.has(item)), stops, judged: [...allItems] }
}

type Stop = { covered: string[]; interactive: string[]; clear: string[] }

/** Runs in the page: judges the screen as it is now. */
function judgeStop(controlsSelector: string): Stop {
  const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary'
  const controls = Array.from(document.querySelectorAll<HTMLElement>(controlsSelector)).filter((element) => element.checkVisibility())
  const isControl = (element: Element) => element.closest(controlsSelector) !== null
  const isOpaque = (element: Element) => {
    const colour = getComputedStyle(element).backgroundColor
    return colour !== 'transparent' && !/rgba\(.*, 0\)$/.test(colour) && !/ \/ 0\)$/.test(colour)
  }
  // See-through boxes around the controls (their wrappers) hide nothing, so they are looked through.
  const isSeeThroughWrapper = (element: Element) => !isOpaque(element) && element.querySelector(controlsSelector) !== null && getComputedStyle(element).position === 'fixed'
  const insideFrame = (element: Element) => element.closest(`${controlsSelector}, .navbar, .floating-dock`) !== null

  /** What is painted at a point under the controls, and whether a control is on top of it. */
  const probe = (x: number, y: number) => {
    const stack = document.elementsFromPoint(x, y)
    const beneath = stack.find((element) => !isControl(element) && !isSeeThroughWrapper(element))
    return { beneath, controlOnTop: stack[0] !== undefined && isControl(stack[0]) }
  }
  const name = (element: Element) => {
    const words =
      element.getAttribute('aria-label') || (element as HTMLInputElement).labels?.[0]?.innerText || (element as HTMLElement).innerText || element.getAttribute('name') || ''
    const label = words.trim().replace(/\s+/g, ' ').slice(0, 40)
    const href = element.getAttribute('href')
    return `<${element.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}${element.id ? ` id="${element.id}"` : ''}> "${label}"`
  }
  const controlName = (control: Element) => `${control.className.split(' ')[0]} "${(control.getAttribute('aria-label') ?? (control as HTMLElement).innerText).trim().slice(0, 30)}"`

  type Item = { owner: Element; rects: DOMRect[]; label: string; interactive: boolean }
  const items: Item[] = []
  // Numbered in document order, so two links with the same words stay two items across stops.
  for (const [index, element] of Array.from(document.querySelectorAll(INTERACTIVE)).entries()) {
    if (insideFrame(element) || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
    // A link wrapped over two lines is two boxes (its bounding box would take in the text around it).
    const rects = Array.from(element.getClientRects()).filter((rect) => rect.width >= 2 && rect.height >= 2)
    if (rects.length > 0) items.push({ owner: element, rects, label: `#${index} ${name(element)}`, interactive: true })
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || insideFrame(parent) || parent.closest('script, style, noscript')) continue
    if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width >= 2 && rect.height >= 2)
    if (rects.length > 0) items.push({ owner: parent, rects, label: `text "${node.textContent.trim().replace(/\s+/g, ' ').slice(0, 40)}"`, interactive: false })
  }

  const covered: string[] = []
  for (const control of controls) {
    const box = control.getBoundingClientRect()
    for (const item of items) {
      for (const rect of item.rects) {
        const left = Math.max(rect.left, box.left) + 1
        const right = Math.min(rect.right, box.right) - 1
        const top = Math.max(rect.top, box.top) + 1
        const bottom = Math.min(rect.bottom, box.bottom) - 1
        if (left > right || top > bottom) continue
        const points = [0, 0.5, 1].flatMap((fx) => [0, 0.5, 1].map((fy) => [left + (right - left) * fx, top + (bottom - top) * fy] as const))
        const hidden = points.some(([x, y]) => {
          const { beneath, controlOnTop } = probe(x, y)
          return controlOnTop && beneath !== undefined && (item.owner === beneath || item.owner.contains(beneath) || beneath.contains(item.owner))
        })
        if (hidden) {
          covered.push(`${controlName(control)} covers ${item.label} (at scrollY ${Math.round(window.scrollY)})`)
          break
        }
      }
    }
  }

  // Fully in view: the centre and four corners of each of its boxes show the item itself, nothing on top.
  const clear = items
    .filter((item) => item.interactive)
    .filter((item) =>
      item.rects.every((rect) => {
        if (rect.top < 0 || rect.bottom > window.innerHeight || rect.left < 0 || rect.right > window.innerWidth) return false
        const points = [
          [rect.left + rect.width / 2, rect.top + rect.height / 2],
          [rect.left + 2, rect.top + 2],
          [rect.right - 2, rect.top + 2],
          [rect.left + 2, rect.bottom - 2],
          [rect.right - 2, rect.bottom - 2],
        ] as const
        return points.every(([x, y]) => {
          const top = document.elementFromPoint(x, y)
          return top !== null && (item.owner === top || item.owner.contains(top) || (top instanceof HTMLLabelElement && top.control === item.owner))
        })
      }),
    )
    .map((item) => item.label)
  return { covered, interactive: items.filter((item) => item.interactive).map((item) => item.label), clear }
}
