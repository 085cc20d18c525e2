/**
 * Early steps (decision 117; issue 21, item 3): on a prerendered test page, the visitor can answer
 * and go on with Next and Previous before the app's scripts have run, as on a plain HTML page. A
 * small script inlined in the page's head (tools/vite-early-steps.ts builds it, the page shell
 * inlines it) listens on the document from the start and, for plain questions, does what the
 * question page would: records the option chosen, enables Next, and draws the next question in
 * the page's own markup (question-page.tsx and the single-select view, element for element).
 *
 * It steps only where it knows the way for sure: a single-select question with no jumps (no
 * `next` rules, no option's `nextQuestion`), to another such question or, on the last question,
 * to Submit, which it remembers for the app. Anywhere else it records nothing and leaves Next to
 * the app, which catches up with the option checked (decision 106). A question form is never
 * submitted by the browser before the app runs (the answers would go into the address).
 *
 * The app takes over where the visitor is (early-progress.ts): it stops these listeners and starts
 * the test's machine at the same question with the same answers, then hydrates the page as drawn
 * here. Answers live in this page's memory, and go to this tab's sessionStorage as the app keeps a
 * test in progress (test-progress.ts) only if the page goes away before the app took over. A tab
 * with a test to pick up (progress, a result kept with its safety card) is the app's at once.
 */
import type { Answer, Question, SingleSelectQuestion, TestDefinition } from '#schemas/index.ts'
import { pageDataIds } from '#schemas/page-data.ts'
import { keptResultStorageKey, progressStorageKey } from './tab-keys.ts'
import { tabStorage } from './tab-storage.ts'

/**
 * What the early steps hand to the app: the test, the answers and the path taken (the engine's
 * TestProgress), and a Submit already pressed. Also when the visitor last acted here
 * (performance.now()) and whether they pressed something only the app does (`needsApp`, and
 * `onNeedsApp` called then), which the entry reads to start the app when they pause (early-steps-pause.ts).
 */
export type EarlySteps = {
  testCode: string
  answers: Answer[]
  path: number[]
  submitted: boolean
  stop: () => void
  lastActedAt?: number | undefined
  needsApp: boolean
  onNeedsApp?: (() => void) | undefined
}

/** Where the app finds the early steps. */
export type EarlyStepsHost = { earlyTestSteps?: EarlySteps | undefined }

/** The question form's data attributes with the words question 1 does not show (question-page.tsx draws them). */
export const earlyStepWords = { previous: 'data-previous', submit: 'data-submit' } as const

/** The question on screen: the last of the path (written for the older browsers a phone may have: no Array.prototype.at). */
const last = (path: readonly number[]): number => path[path.length - 1] ?? 0

/** A question the early steps can draw and leave: one option of a list, with no jump. */
function isPlain(question: Question | undefined): question is SingleSelectQuestion {
  return question?.type === 'single-select' && !question.next?.length && question.options.every((option) => option.nextQuestion === undefined)
}

/** Whether Next (or Submit) on question `index` can be handled before the app: it is plain, and so is the question after it, if any. */
export function isEarlyStep(definition: TestDefinition, index: number): boolean {
  const last = index === definition.questions.length - 1
  return isPlain(definition.questions[index]) && (last || isPlain(definition.questions[index + 1]))
}

type Steps = { definition: TestDefinition; handover: EarlySteps; nextLabel: string }

export function startEarlySteps(document: Document, host: EarlyStepsHost): void {
  let steps: Steps | null | undefined
  // There from the start, so the app can always stop the listeners; the test is filled in when read.
  const handover: EarlySteps = { testCode: '', answers: [], path: [0], submitted: false, stop, needsApp: false }
  host.earlyTestSteps = handover
  // A tab that holds this test's progress, or a result kept with its safety card, is picked up
  // there by the app (resume-point.ts), at once: the early steps stand aside.
  const routeSlug = document.location.pathname.split('/').filter(Boolean).pop() ?? ''
  const storage = tabStorage()
  try {
    if (storage?.getItem(progressStorageKey(routeSlug)) != null || storage?.getItem(keptResultStorageKey) != null) {
      handover.needsApp = true
      return
    }
  } catch {
    // Storage refused: nothing to pick up.
  }
  const acted = () => (handover.lastActedAt = performance.now())
  const needApp = () => {
    handover.needsApp = true
    handover.onNeedsApp?.()
  }
  const questionForm = () => document.querySelector<HTMLFormElement>('main.question-page > form')

  /** The test, read from the page when the visitor first acts (null when the page has none to read). */
  function current(form: HTMLFormElement): Steps | null {
    if (steps !== undefined) return steps
    steps = null
    const block = document.getElementById(pageDataIds.testDefinition)
    const next = form.querySelector<HTMLButtonElement>('.button-row button[type="submit"]')
    try {
      const definition = JSON.parse(block?.textContent ?? '') as TestDefinition
      if (!next || !Array.isArray(definition.questions)) return steps
      handover.testCode = definition.testCode
      handover.answers = definition.questions.map(() => null)
      steps = { definition, handover, nextLabel: next.textContent ?? '' }
    } catch {
      // Not a page the early steps can read: the app does it all.
    }
    return steps
  }

  function onChange(event: Event): void {
    const input = event.target as HTMLInputElement
    const form = questionForm()
    if (!form || input.type !== 'radio' || input.form !== form) return
    const found = current(form)
    const index = found ? last(found.handover.path) : 0
    if (!found || !isEarlyStep(found.definition, index)) return needApp()
    acted()
    found.handover.answers[index] = Number(input.value)
    const next = form.querySelector<HTMLButtonElement>('.button-row button[type="submit"]')
    if (next) next.disabled = false
  }

  function onSubmit(event: Event): void {
    const form = questionForm()
    if (event.target !== form || !form) return
    event.preventDefault()
    const found = current(form)
    if (!found) return needApp()
    const { definition } = found
    const index = last(handover.path)
    if (!isEarlyStep(definition, index) || handover.answers[index] == null) return needApp()
    if (index === definition.questions.length - 1) {
      handover.submitted = true
      return needApp()
    }
    acted()
    draw(form, found, [...handover.path, index + 1])
  }

  function onClick(event: Event): void {
    const target = event.target as Element
    const form = questionForm()
    // The question page (its intro's Begin Test included) is the early steps'; anything else, or the intro's close, is the app's.
    if (!target.closest?.('main.question-page') || target.closest('.dialog-close')) return needApp()
    acted()
    const button = target.closest('button[type="button"].button-secondary')
    if (!form || !button || !form.contains(button)) return
    const found = current(form)
    if (found && found.handover.path.length > 1) draw(form, found, found.handover.path.slice(0, -1))
  }

  /**
   * The page going away (a reload, the offline page's among them) before the app took over: the
   * progress is written where the app keeps it (test-progress.ts's key and shape), so the page that
   * comes back resumes at the same question.
   */
  function onPageHide(): void {
    if (!steps || !handover.answers.some((answer) => answer !== null)) return
    try {
      storage?.setItem(progressStorageKey(steps.definition.routeSlug), JSON.stringify({ testCode: handover.testCode, answers: handover.answers, path: handover.path }))
    } catch {
      // Not kept: the test starts again.
    }
  }

  function stop(): void {
    document.removeEventListener('change', onChange, true)
    document.removeEventListener('submit', onSubmit, true)
    document.removeEventListener('click', onClick, true)
    document.defaultView?.removeEventListener('pagehide', onPageHide)
  }

  document.addEventListener('change', onChange, true)
  document.addEventListener('submit', onSubmit, true)
  document.addEventListener('click', onClick, true)
  document.defaultView?.addEventListener('pagehide', onPageHide)
}

/** Draws question `path`'s last in the question page's markup, with its answer if it has one, and moves focus to it as the app does. */
function draw(form: HTMLFormElement, { definition, handover, nextLabel }: Steps, path: number[]): void {
  const from = last(handover.path)
  const index = last(path)
  const question = definition.questions[index] as SingleSelectQuestion
  handover.path = path
  const answer = handover.answers[index] ?? null

  const count = form.querySelector('.progress p')
  if (count) count.textContent = (count.textContent ?? '').replace(String(from + 1), String(index + 1))
  form.querySelector('.progress progress')?.setAttribute('value', String(index + 1))
  const legend = form.querySelector('legend')
  const caption = legend?.querySelector('.caption')
  if (caption) caption.textContent = question.questionHeading ?? definition.formHeading
  const heading = legend?.querySelector('h1')
  if (heading) heading.textContent = question.question
  drawHint(form, question.hint, heading?.id.replace(/question$/, 'hint') ?? '', legend?.getAttribute('lang') ?? null)

  const choices = form.querySelector('.choices')
  const template = choices?.querySelector('label.choice')
  if (choices && template) {
    choices.textContent = ''
    choices.append(
      ...question.options.map((option, position) => {
        const label = template.cloneNode(true) as HTMLLabelElement
        const input = label.querySelector('input')!
        input.name = question.id
        input.value = String(position)
        input.checked = answer === position
        label.querySelector('span')!.textContent = option.text
        return label
      }),
    )
  }

  const row = form.querySelector('.button-row')
  const next = row?.querySelector<HTMLButtonElement>('button[type="submit"]')
  let previous = row?.querySelector('button[type="button"]')
  if (row && next && path.length > 1 && !previous) {
    previous = form.ownerDocument.createElement('button')
    previous.setAttribute('type', 'button')
    previous.className = 'button button-secondary'
    previous.textContent = form.getAttribute(earlyStepWords.previous)
    row.insertBefore(previous, next)
  } else if (path.length === 1) previous?.remove()
  if (next) {
    next.textContent = index === definition.questions.length - 1 ? form.getAttribute(earlyStepWords.submit) : nextLabel
    next.disabled = answer === null
  }
  heading?.focus()
}

/** The question's hint under its legend, tied to the fieldset as question-page.tsx ties it, or none. */
function drawHint(form: HTMLFormElement, hint: string | undefined, id: string, language: string | null): void {
  const fieldset = form.querySelector('fieldset')
  let shown = form.querySelector('p.hint')
  if (!hint || !fieldset) {
    shown?.remove()
    fieldset?.removeAttribute('aria-describedby')
    return
  }
  if (!shown) {
    shown = form.ownerDocument.createElement('p')
    shown.className = 'hint'
    shown.id = id
    if (language) shown.setAttribute('lang', language)
    fieldset.querySelector('legend')?.after(shown)
  }
  shown.textContent = hint
  fieldset.setAttribute('aria-describedby', shown.id)
}
