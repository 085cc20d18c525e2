/** The no-script feature: the words only pages drawn for a browser without JavaScript use (decision 092). */
export { AnswersNotRead, mainContentId, SkipLink, unansweredText } from './no-script-words.tsx'
