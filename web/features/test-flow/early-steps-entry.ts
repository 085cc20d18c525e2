/**
 * The script a prerendered test page runs from its head, before the app (decision 117): built on
 * its own by tools/vite-early-steps.ts and inlined by the page shell.
 */
import { startEarlySteps, type EarlyStepsHost } from './early-steps.ts'

startEarlySteps(document, window as EarlyStepsHost)
