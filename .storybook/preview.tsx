/**
 * What every story gets: the site's stylesheet and toast styles, a memory router at the story's
 * `route` parameter (default `/`), and the toast container the app mounts (SPEC.md section 9:
 * toasts close after 5 seconds), imported from 'react-toastify/unstyled' like the app. Each story
 * of a test page starts that test afresh: progress an earlier story left (the app keeps a test in
 * progress for the tab, to resume it) is cleared first.
 * stories/stories.dom.test.tsx applies the same annotations when it runs the stories as tests.
 */
import type { Preview } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import '../web/styles.css'
import { clearProgress } from '../web/features/test-flow/test-progress.ts'

/** The test a story's route opens (/tests/<slug>), if any. */
function testOf(route: unknown): string | undefined {
  return typeof route === 'string' ? /^\/tests\/([^/?#]+)/.exec(route)?.[1] : undefined
}

const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[typeof parameters.route === 'string' ? parameters.route : '/']}>
        <Story />
        <ToastContainer autoClose={5000} />
      </MemoryRouter>
    ),
  ],
  beforeEach: ({ parameters }) => {
    const slug = testOf(parameters.route)
    if (slug) clearProgress(slug)
  },
  parameters: { layout: 'fullscreen' },
}

export default preview
