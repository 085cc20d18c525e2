/** The manage-my-booking page (/manage, issue 22 part 5): its own route chunk and catalogue. */
export { ManagePage } from './manage-page.tsx'
