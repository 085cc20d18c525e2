// @vitest-environment jsdom
/**
 * Every story as a test (portable stories): each is composed with .storybook/preview.tsx, rendered
 * and played (`run()`), checked for the content it exists to show, by role, and scanned by axe-core
 * with no serious or critical violation allowed. With the Language global set to Kiswahili, stories
 * draw Kiswahili interface text and no English message. Coverage is checked too: a story for every
 * catalogue test (made from its file, named after it, under its category), every question type,
 * every grade tone and every optional result section of SPEC.md.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import axe from 'axe-core'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localiseDefinition } from '#engine/index.ts'
import type { Answer, Question } from '#schemas/index.ts'
import { questionViews } from '../web/features/test-flow/question-views.tsx'
import preview from '../.storybook/preview.tsx'
import { catalogueIndexer, CATALOGUE_STORY_PREFIX } from '../.storybook/catalogue-stories.ts'
import { testFilePaths } from '../tools/catalog-files.ts'
import { englishInterfaceTexts, siteMessages } from '../tools/po-messages.ts'
import { i18n } from '../web/shared/i18n.ts'
import { catalogue, catalogueTest } from './support/catalogue.ts'
import { catalogueStoryModule } from './support/catalogue-stories.ts'
import type { LiveQuestionProps } from './support/live-question.tsx'
import type { TestFlowParameters } from './support/test-flow-story.tsx'
import type { ResultStoryParameters } from './result-view.stories.tsx'

// What .storybook/main.ts does in Storybook: the page's machine answers from fixtures, offline.
vi.mock('../web/features/test-flow/test-flow-machine.ts', () => import('./support/fixture-test-flow-machine.ts'))

setProjectAnnotations(preview)

type StoryModule = Parameters<typeof composeStories>[0]
/** The part of a composed story these tests use. */
type ComposedStory = {
  args: Record<string, unknown>
  parameters: Record<string, unknown>
  run: () => Promise<void>
}

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true })

/** The stories of a file (or of a module given) as [name shown in Storybook, composed story, export name]. */
function storiesOf(file: string, module = modules[file]): [string, ComposedStory, string][] {
  if (!module) throw new Error(`No stories file ${file}`)
  const annotations = module as unknown as Record<string, { name?: string } | undefined>
  return Object.entries(composeStories(module)).map(([exportName, story]) => [
    annotations[exportName]?.name ?? exportName,
    story as unknown as ComposedStory,
    exportName,
  ])
}

/**
 * axe-core on the rendered page. jsdom has no layout, so colours cannot be computed there: the
 * color-contrast rule is off in this test only (the e2e journeys in Chromium run it).
 */
async function expectNoSeriousAxeViolations() {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] })
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([])
}

describe('question type stories', () => {
  const stories = storiesOf('./question-types.stories.tsx')

  it.each(stories)('%s shows the question as the page heading with its answer controls, and passes axe', async (_, story) => {
    await story.run()
    const { definition, questionId, given = {} } = story.args as unknown as LiveQuestionProps
    const question = definition.questions.find((candidate) => candidate.id === questionId) as Question
    const answer: Answer = given[questionId] ?? null

    expect(await screen.findByRole('heading', { level: 1, name: question.question })).toBeTruthy()
    const options = question.options ?? []
    if (question.type === 'single-select' || question.type === 'multi-select') {
      const role = question.type === 'single-select' ? 'radio' : 'checkbox'
      const controls = screen.getAllByRole(role) as HTMLInputElement[]
      expect(controls.map((control) => control.labels?.[0]?.textContent)).toEqual(options.map((option) => option.text))
      const chosen = Array.isArray(answer) ? answer : typeof answer === 'number' ? [answer] : []
      expect(controls.map((control) => control.checked)).toEqual(options.map((_option, index) => chosen.includes(index)))
    } else {
      const name = [question.question, question.unit].filter(Boolean).join(' ')
      const box = screen.getByRole('textbox', { name }) as HTMLInputElement
      if (answer !== null) expect(box.value).toBe(String(answer))
    }
    const forward = screen.getByRole('button', { name: /^(Next|Submit)$/ }) as HTMLButtonElement
    expect(forward.disabled).toBe(answer === null)
    await expectNoSeriousAxeViolations()
  })

  it('cover every question type the renderer has a view for', () => {
    const shown = new Set(stories.map(([, story]) => {
      const { definition, questionId } = story.args as unknown as LiveQuestionProps
      return definition.questions.find((question) => question.id === questionId)?.type
    }))
    expect([...shown].sort()).toEqual(Object.keys(questionViews).sort())
  })
})

describe('catalogue test stories (one per file in tests-catalog/tests/)', () => {
  /** A catalogue test's story module, composed: [name shown, story, export name]. */
  const composed = (slug: string) => storiesOf(slug, catalogueStoryModule(slug) as unknown as StoryModule)

  it.each(catalogue.slugs)('%s opens the real test page at its intro, and passes axe', async (slug) => {
    const [[, story]] = composed(slug) as [[string, ComposedStory, string]]
    await story.run()
    const definition = catalogueTest((story.parameters as TestFlowParameters).routeSlug)
    const dialog = await screen.findByRole('dialog', { name: `${definition.informalTitle} (${definition.formalTitle})` })
    expect(within(dialog).getByRole('button', { name: 'Begin Test' })).toBeTruthy()
    await expectNoSeriousAxeViolations()
  })

  it('are listed by Storybook one per test file, named after the test, under its category, from the module that shows it', async () => {
    const categories = (await import('../tests-catalog/categories.json')).default.categories
    const indexer = catalogueIndexer()
    const listed = (await Promise.all((await testFilePaths()).map((file) => indexer.createIndex(file, { makeTitle: (title) => title ?? '' })))).flat()
    expect(listed.map((entry) => entry.importPath)).toEqual(catalogue.slugs.map((slug) => `${CATALOGUE_STORY_PREFIX}${slug}`))
    for (const [index, slug] of catalogue.slugs.entries()) {
      const definition = catalogueTest(slug)
      const category = categories.find((candidate) => candidate.routeSlug === definition.category)
      expect(listed[index], slug).toMatchObject({ type: 'story', title: `Catalogue tests/${category?.name}`, name: definition.informalTitle })
      const [[name, story, exportName]] = composed(slug) as [[string, ComposedStory, string]]
      expect([exportName, name, (story.parameters as TestFlowParameters).routeSlug]).toEqual([listed[index]!.exportName, definition.informalTitle, slug])
    }
  })
})

describe('test flow stories', () => {
  const stories = storiesOf('./test-flow.stories.tsx')
  /** What each story shows once rendered and played; stories with a play function assert more in it. */
  const keyContent: Record<string, () => Promise<unknown>> = {
    IntroDialogStory: () => screen.findByRole('dialog', { name: 'Depression Symptoms Screening (PHQ-9)' }),
    IntroDialogWithAudience: async () => {
      const dialog = await screen.findByRole('dialog', { name: /^Prostate Check/ })
      return within(dialog).getByText(catalogueTest('prostate-cancer').audience?.note ?? '')
    },
    Loading: () => screen.findByText("Hang tight! We're getting the test ready for you..."),
    TestNotFound: () => screen.findByRole('link', { name: 'Explore Available Tests' }),
    FirstQuestionAndBack: () => screen.findByRole('progressbar', { name: 'Question 1 of 10' }),
    JumpAfterNever: () => screen.findByRole('progressbar', { name: 'Question 9 of 11' }),
    NumberEntry: () => screen.findByRole('progressbar', { name: 'Question 3 of 10' }),
    WholeTestToResult: () => screen.findByRole('button', { name: 'Retake the test' }),
    Analyzing: () => screen.findByText('Analyzing your responses...'),
    SubmitFailed: () => {
      const count = catalogueTest('pregnancy-health').questions.length
      return screen.findByRole('progressbar', { name: `Question ${count} of ${count}` })
    },
  }

  it('have a check for every story', () => {
    expect(stories.map(([, , exportName]) => exportName).sort()).toEqual(Object.keys(keyContent).sort())
  })

  it.each(stories)('%s shows its screen, and passes axe', async (_, story, exportName) => {
    await story.run()
    expect(await keyContent[exportName]?.()).toBeTruthy()
    await expectNoSeriousAxeViolations()
  })
})

describe('result view stories', () => {
  const stories = storiesOf('./result-view.stories.tsx')
  const aboutOf = (story: ComposedStory) => story.parameters as unknown as ResultStoryParameters

  it.each(stories)('%s shows what it is about, and passes axe', async (_, story) => {
    await story.run()
    const about = aboutOf(story)
    if ('section' in about) {
      expect(screen.getByRole('heading', { name: about.section })).toBeTruthy()
    } else {
      expect(screen.getByText(about.grade).closest(`.tone-${about.tone}`)).toBeTruthy()
      expect(screen.getByRole('img', { name: /^Score / })).toBeTruthy()
    }
    await expectNoSeriousAxeViolations()
  })

  it("cover every grade tone and every optional section of SPEC.md's result view", () => {
    const about = stories.map(([, story]) => aboutOf(story))
    const tones = about.flatMap((entry) => ('tone' in entry ? [entry.tone] : []))
    expect(tones.sort()).toEqual(['blue', 'green', 'orange', 'red-orange', 'yellow'])
    const sections = about.flatMap((entry) => ('section' in entry ? [entry.section] : []))
    expect(sections).toEqual(
      expect.arrayContaining([
        "You don't have to face this alone",
        'Please see a health worker now',
        'Here is What Your Score Means',
        'How Your Symptoms Affect Your Day-to-Day',
        'Your Result on Each Scale',
        'Subscale Scores',
        'Detailed Analysis',
        'Overall Interpretation',
        'Cluster Scores',
        'Provisional Diagnosis',
        'Depersonalization',
        'Emotional Exhaustion',
        'Personal Accomplishment',
        'Problem Areas',
        'Health Risks',
        'Some Next Steps For You',
        'Care You Can Book',
        'Take Action: Helpful Resources for Your Wellbeing',
      ]),
    )
  })
})

describe('stories with the Language toolbar set to Kiswahili', () => {
  const english = englishInterfaceTexts()
  const kiswahili = siteMessages().flatMap((message) => (message.kiswahili && message.kiswahili !== message.english ? [message.kiswahili] : []))
  const kiswahiliStory = (file: string, exportName: string) => {
    const stories = composeStories(modules[file] as StoryModule, { initialGlobals: { locale: 'sw' } }) as Record<string, unknown>
    return stories[exportName] as ComponentType & { load: () => Promise<void> }
  }
  /** Each element's own text, for messages that are English only as a whole text of their own ('Next'). */
  const shownTexts = (root: HTMLElement) =>
    [...root.querySelectorAll('*')].map((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim()).filter(Boolean)
  afterEach(() => {
    i18n.activate('en')
    document.documentElement.lang = 'en'
  })

  it('finds the English of the same story drawn in English (so the check can fail)', async () => {
    const Story = (composeStories(modules['./result-view.stories.tsx'] as StoryModule) as Record<string, unknown>).SafetyCard as ComponentType & { load: () => Promise<void> }
    await Story.load()
    const { container } = render(<Story />)
    expect(document.documentElement.lang).toBe('en')
    await waitFor(() => expect(english.phrases.filter((text) => container.textContent?.includes(text))).not.toEqual([]))
  })

  it.each([
    ['./result-view.stories.tsx', 'SafetyCard'],
    ['./result-view.stories.tsx', 'ToneRedOrange'],
    ['./test-flow.stories.tsx', 'IntroDialogStory'],
    ['./test-flow.stories.tsx', 'TestNotFound'],
    ['./test-flow.stories.tsx', 'Loading'],
    ['./question-types.stories.tsx', 'SingleSelectUnanswered'],
    ['./question-types.stories.tsx', 'MultiSelectUnanswered'],
  ])('%s %s draws Kiswahili interface text and no English message', async (file, exportName) => {
    const Story = kiswahiliStory(file, exportName)
    await Story.load()
    const { container } = render(<Story />)
    expect(document.documentElement.lang).toBe('sw')
    await waitFor(() => expect(kiswahili.filter((text) => container.textContent?.includes(text))).not.toEqual([]))
    // A test's own words in English (no Kiswahili version) are marked lang="en", as on a Kiswahili page: not interface text.
    const interfaceOnly = container.cloneNode(true) as HTMLElement
    for (const marked of interfaceOnly.querySelectorAll('[lang]:not([lang^="sw"])')) marked.remove()
    const shown = interfaceOnly.textContent ?? ''
    expect([...english.whole, ...english.phrases].filter((text) => (english.whole.has(text) ? shownTexts(interfaceOnly).includes(text) : shown.includes(text)))).toEqual([])
  })

  it('a question of a test with a Kiswahili version is drawn in Kiswahili, unmarked', async () => {
    const Story = kiswahiliStory('./question-types.stories.tsx', 'MultiSelectUnanswered')
    await Story.load()
    const { container } = render(<Story />)
    const { definition, questionId } = ((composeStories(modules['./question-types.stories.tsx'] as StoryModule) as Record<string, unknown>).MultiSelectUnanswered as ComposedStory).args as unknown as LiveQuestionProps
    const inKiswahili = localiseDefinition(definition, 'sw')
    expect(inKiswahili.language).toBe('sw')
    const question = inKiswahili.questions.find((candidate) => candidate.id === questionId)!
    const heading = await within(container).findByRole('heading', { level: 1, name: question.question })
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('sw')
    expect((within(container).getAllByRole('checkbox') as HTMLInputElement[]).map((box) => box.labels?.[0]?.textContent)).toEqual(question.options?.map((option) => option.text))
  })
})

describe('Save for my doctor (FHIR)', () => {
  it.each(storiesOf('./fhir-export.stories.tsx'))('%s: the button and what the file is, with no serious axe violation', async (_name, story) => {
    await story.run()
    const button = await screen.findByRole('button', { name: 'Save for my doctor (FHIR)' })
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain('your name is not in it')
    await expectNoSeriousAxeViolations()
  })
})

it('checks every stories file (a new one needs its own checks here)', () => {
  const checked = ['./question-types.stories.tsx', './test-flow.stories.tsx', './result-view.stories.tsx', './fhir-export.stories.tsx']
  expect(Object.keys(modules).filter((file) => !checked.includes(file))).toEqual([])
})
