/**
 * Set-up for every vitest file: Testing Library's findBy queries and waitFor wait up to 5 s (instead of 1 s)
 * for something to appear. Screens loaded on demand (lazy routes, the chat panel) can take longer
 * than a second on a busy 2-core CI machine; what is asserted does not change, only how long the
 * test waits before failing.
 */
import { configure } from '@testing-library/dom'

configure({ asyncUtilTimeout: 5_000 })
