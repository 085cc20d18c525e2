/** "Get Full Report": the result as a PDF made on the device (issue 23; decision 076). */
export { FullReportButton } from './full-report-button.tsx'
export type { FullReportProps } from './full-report-button.tsx'
