// @vitest-environment jsdom
/**
 * The early steps (early-steps.ts, decision 117) draw each question as the app draws it: from the
 * question page the app prerenders, for every catalogue test and, for the tests in Kiswahili, in
 * Kiswahili too, each question reached with Next or Previous before the app runs is the same
 * markup, element for element (attributes, texts, the option checked, Next enabled or not), as
 * the app's own page for that point of the test. The app would otherwise hydrate a page that is not
 * what it thinks it is. Then the app's machine starts there, with the visitor's answers; and
 * where a question has a jump the early steps record nothing and leave Next to the app.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createTestMachine, currentIndex, loadDefinition, localiseDefinition, type TestMachineContext } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { pageDataIds } from '#schemas/page-data.ts'
import { backToEnglish, inKiswahili } from '../../testing/kiswahili-page.ts'
import { takeEarlyProgress } from './early-progress.ts'
import { isEarlyStep, startEarlySteps, type EarlyStepsHost } from './early-steps.ts'
import { QuestionPage } from './question-page.tsx'
import { keptResultStorageKey, progressStorageKey } from './tab-keys.ts'

const files = import.meta.glob<unknown>('../../../tests-catalog/tests/*.json', { eager: true, import: 'default' })
const definitions: TestDefinition[] = Object.entries(files).map(([file, json]) => loadDefinition(json, file.replace(/^.*\//, '')))

function appMarkup(definition: TestDefinition, answers: Answer[], path: number[]): string {
  const context: TestMachineContext = { routeSlug: definition.routeSlug, definition, answers, path, inputError: null, result: null, submitFailed: false, loadError: null }
  return renderToStaticMarkup(<QuestionPage definition={definition} context={context} send={() => {}} />)
}

/** An element as the visitor's browser holds it: tag, attributes in order of name, the option's checked and the button's disabled state, children. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent)
  if (!(node instanceof Element)) return ''
  const attributes = [...node.attributes].filter((attribute) => attribute.name !== 'checked').map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
  if (node instanceof HTMLInputElement) attributes.push(`:checked=${node.checked}`)
  const children = [...node.childNodes].map(canonical).filter(Boolean)
  return `<${node.localName} ${attributes.sort().join(' ')}>${children.join('')}</${node.localName}>`
}

function drawnLike(markup: string): string {
  const template = document.createElement('template')
  template.innerHTML = markup
  return canonical(template.content.firstElementChild!)
}

/** The prerendered page of question 1 with the test's definition inlined, as the server sends it, and the early steps listening. */
function openPage(definition: TestDefinition): EarlyStepsHost {
  document.body.innerHTML = `${appMarkup(definition, definition.questions.map(() => null), [0])}<script type="application/json" id="${pageDataIds.testDefinition}"></script>`
  document.getElementById(pageDataIds.testDefinition)!.textContent = JSON.stringify(definition)
  const host: EarlyStepsHost = {}
  startEarlySteps(document, host)
  return host
}

const page = () => canonical(document.querySelector('main')!)
const nextButton = () => document.querySelector<HTMLButtonElement>('.button-row button[type="submit"]')!
/** An option for each question, spread over the options, so answers differ from question to question. */
const optionFor = (definition: TestDefinition, index: number) => {
  const question = definition.questions[index]!
  return question.type === 'single-select' ? (index * 7 + 3) % question.options.length : 0
}

/** Answers and goes on with Next while the early steps can, checking each question drawn against the app's; then Previous once, and Next again. */
function walk(definition: TestDefinition): { answers: Answer[]; path: number[] } {
  const answers: Answer[] = definition.questions.map(() => null)
  const path = [0]
  while (isEarlyStep(definition, path[path.length - 1]!)) {
    const index = path[path.length - 1]!
    const option = optionFor(definition, index)
    document.querySelectorAll<HTMLInputElement>('.choices input')[option]!.click()
    answers[index] = option
    expect(page()).toBe(drawnLike(appMarkup(definition, answers, path)))
    nextButton().click()
    if (index === definition.questions.length - 1) break
    path.push(index + 1)
    expect([definition.routeSlug, index + 1, page()]).toEqual([definition.routeSlug, index + 1, drawnLike(appMarkup(definition, answers, path))])
    expect(document.activeElement?.textContent).toBe(definition.questions[index + 1]!.question)
  }
  if (path.length > 1) {
    document.querySelector<HTMLButtonElement>('.button-row button[type="button"]')!.click()
    expect(page()).toBe(drawnLike(appMarkup(definition, answers, path.slice(0, -1))))
    nextButton().click()
    expect(page()).toBe(drawnLike(appMarkup(definition, answers, path)))
  }
  return { answers, path }
}

function checkTakeOver(definition: TestDefinition, host: EarlyStepsHost, walked: { answers: Answer[]; path: number[] }): void {
  const progress = takeEarlyProgress(definition, host)
  const recorded = walked.answers.some((answer) => answer !== null)
  if (!recorded) {
    expect(progress).toBeUndefined()
    return
  }
  expect(progress).toEqual({ ...walked, submitted: walked.answers.every((answer) => answer !== null) })
  const actor = createActor(createTestMachine(), { input: { definition, progress } }).start()
  const snapshot = actor.getSnapshot()
  expect(snapshot.matches('questionnaire')).toBe(true)
  expect([currentIndex(snapshot.context), snapshot.context.answers]).toEqual([walked.path[walked.path.length - 1], walked.answers])
  actor.stop()
  // Stopped: a press now is the app's alone.
  const before = page()
  nextButton().click()
  expect(page()).toBe(before)
}

describe('the early steps draw what the app draws', () => {
  it.each(definitions.map((definition) => [definition.routeSlug, definition] as const))('%s, in English', (_, definition) => {
    const host = openPage(definition)
    const walked = walk(definition)
    // Stepping on is the early steps' own: the app is not asked to start under the visitor's presses.
    if (walked.path.length > 1 && !walked.answers.every((answer) => answer !== null)) expect(host.earlyTestSteps?.needsApp).toBe(false)
    checkTakeOver(definition, host, walked)
  })

  describe('in Kiswahili', () => {
    beforeAll(() => inKiswahili(['test-flow']))
    afterAll(() => backToEnglish())
    const inSwahili = definitions.filter((definition) => definition.translations?.sw).map((definition) => localiseDefinition(definition, 'sw'))

    it('has tests to check', () => expect(inSwahili.length).toBeGreaterThan(5))
    it.each(inSwahili.map((definition) => [definition.routeSlug, definition] as const))('%s', (_, definition) => {
      const host = openPage(definition)
      const walked = walk(definition)
      if (walked.path.length > 1) expect(document.querySelector('.progress p')?.textContent).toMatch(/^Swali \d+ kati ya \d+$/)
      checkTakeOver(definition, host, walked)
    })
  })
})

describe('how far the early steps go', () => {
  it.each(['depression', 'anxiety'])('%s: every question to Submit, which is handed to the app', (slug) => {
    const definition = definitions.find((candidate) => candidate.routeSlug === slug)!
    const host = openPage(definition)
    const walked = walk(definition)
    expect(walked.path).toEqual(definition.questions.map((_, index) => index))
    // Submit is the app's: it is asked to start now (early-steps-pause.ts).
    expect(host.earlyTestSteps?.needsApp).toBe(true)
    expect(takeEarlyProgress(definition, host)?.submitted).toBe(true)
  })
})

describe('where the early steps leave Next to the app', () => {
  it('records nothing on a question with a jump, and keeps the form from being sent by the browser', () => {
    const audit = definitions.find((definition) => definition.routeSlug === 'audit')!
    expect(isEarlyStep(audit, 0)).toBe(false)
    const host = openPage(audit)
    document.querySelectorAll<HTMLInputElement>('.choices input')[1]!.click()
    expect(nextButton().disabled).toBe(true)
    const submit = new Event('submit', { cancelable: true, bubbles: true })
    document.querySelector('main > form')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(document.querySelector('.progress p')?.textContent).toBe(`Question 1 of ${audit.questions.length}`)
    expect(host.earlyTestSteps?.needsApp).toBe(true)
    // The app catches up with the option checked itself (question-page.tsx, decision 106).
    expect(takeEarlyProgress(audit, host)).toBeUndefined()
  })

  it('hands over nothing for another test, nor progress the definition does not lead along', () => {
    const depression = definitions.find((definition) => definition.routeSlug === 'depression')!
    const anxiety = definitions.find((definition) => definition.routeSlug === 'anxiety')!
    const stop = () => {}
    expect(takeEarlyProgress(anxiety, { earlyTestSteps: { testCode: depression.testCode, answers: [1, ...depression.questions.slice(1).map(() => null)], path: [0, 1], submitted: false, stop, needsApp: false } })).toBeUndefined()
    expect(takeEarlyProgress(depression, { earlyTestSteps: { testCode: depression.testCode, answers: depression.questions.map(() => null), path: [0, 1], submitted: false, stop, needsApp: false } })).toBeUndefined()
  })
})

describe('the early steps and this tab\'s storage', () => {
  const depression = () => definitions.find((definition) => definition.routeSlug === 'depression')!
  afterEach(() => {
    sessionStorage.clear()
    window.history.replaceState({}, '', '/')
  })

  it('keep the progress where the app keeps it when the page goes away before the app took over (a reload, the offline page)', () => {
    window.history.replaceState({}, '', '/tests/depression')
    const definition = depression()
    const host = openPage(definition)
    document.querySelectorAll<HTMLInputElement>('.choices input')[2]!.click()
    nextButton().click()
    document.querySelectorAll<HTMLInputElement>('.choices input')[1]!.click()
    window.dispatchEvent(new Event('pagehide'))
    const answers = definition.questions.map((_, index) => (index === 0 ? 2 : index === 1 ? 1 : null))
    expect(JSON.parse(sessionStorage.getItem(progressStorageKey('depression'))!)).toEqual({ testCode: definition.testCode, answers, path: [0, 1] })
    // The app, having taken over, keeps it itself from then on.
    host.earlyTestSteps?.stop()
    sessionStorage.clear()
    window.dispatchEvent(new Event('pagehide'))
    expect(sessionStorage.length).toBe(0)
  })

  it.each([
    ['progress of this test', () => sessionStorage.setItem(progressStorageKey('depression'), '{}')],
    ['a result kept with its safety card', () => sessionStorage.setItem(keptResultStorageKey, '{}')],
  ])('stand aside for the app at once when the tab holds %s', (_, keep) => {
    window.history.replaceState({}, '', '/sw/tests/depression')
    keep()
    const host = openPage(depression())
    expect(host.earlyTestSteps?.needsApp).toBe(true)
    document.querySelectorAll<HTMLInputElement>('.choices input')[1]!.click()
    expect(nextButton().disabled).toBe(true)
  })
})
