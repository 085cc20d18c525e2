/**
 * The plain-HTML floor of issue 21: PHQ-9 as one static page, the same intro, questions, options
 * and bands as tests-catalog/tests/depression.json, and a few lines of script that show one
 * question at a time and add up the score. No framework, no storage, no request after the page. It
 * is what a visitor's phone cannot do faster, so the app's figures are given as ratios to it.
 *
 * Served brotli-compressed by brotli-page-server.ts, as the app's server sends its pages, and
 * driven by the same runner (browser-timing.ts): Begin Test, "Question N of 10", a radio per
 * option, Next, Submit, and the result heading. Its script is in the head and listens on the
 * document, so a press on Begin Test the moment it shows is never lost to a script the parser has
 * not reached yet (a run of the bench once waited there for ever).
 */
import { servePages, type PageServer } from './brotli-page-server.ts'
import definition from '../tests-catalog/tests/depression.json' with { type: 'json' }

/** This bench's own port for the floor page (ports 4450-4499). */
export const FLOOR_PORT = 4451

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Band = { min: number; max: number; grade: string; description: string }

/** The page: every question in the HTML, hidden until its turn. */
export function floorHtml(): string {
  const total = definition.questions.length
  const scored = new Set(definition.scoring.total.sum.items)
  const questions = definition.questions
    .map((question, index) => {
      const options = question.options
        .map((option) => `<label><input type="radio" name="${question.id}" value="${scored.has(question.id) ? option.score : 0}" required> ${escape(option.text)}</label>`)
        .map((label) => `<div>${label}</div>`)
        .join('')
      const last = index === total - 1
      return `<fieldset${index === 0 ? '' : ' hidden'}><legend>Question ${index + 1} of ${total}</legend><p>${escape(question.question)}</p>${options}<button type="${last ? 'submit' : 'button'}" disabled>${last ? 'Submit' : 'Next'}</button></fieldset>`
    })
    .join('\n')
  const bands = (definition.scoring.bands as Band[]).map(({ min, max, grade, description }) => ({ min, max, grade, description }))
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(definition.formalTitle)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}fieldset{border:0;padding:0}label{display:block;padding:.5rem;border:1px solid #ccc;border-radius:.5rem;margin:.25rem 0}button{font:inherit;padding:.5rem 1.5rem}</style>
<script>
const bands = ${JSON.stringify(bands)};
// Handlers on the document, set before the body is parsed: a press on Begin Test or Next as soon as it shows is never lost.
const step = (element) => element.closest('fieldset');
document.addEventListener('click', (event) => {
  if (event.target.id === 'begin') { document.getElementById('intro').hidden = true; document.getElementById('test').hidden = false; return; }
  const current = event.target.type === 'button' && step(event.target);
  if (current) { current.hidden = true; current.nextElementSibling.hidden = false; }
});
document.addEventListener('change', (event) => { step(event.target).querySelector('button').disabled = false; });
document.addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.target, score = [...form.querySelectorAll('input:checked')].reduce((sum, input) => sum + Number(input.value), 0), band = bands.find((b) => score >= b.min && score <= b.max);
  form.hidden = true; document.getElementById('result').hidden = false;
  document.getElementById('score').textContent = 'Score: ' + score; document.getElementById('band').textContent = band.grade + '. ' + band.description;
});
</script>
</head><body><main>
<section id="intro"><h1>${escape(definition.formalTitle)}</h1>${definition.instructions.map((line) => `<p>${escape(line)}</p>`).join('')}<button type="button" id="begin">Begin Test</button></section>
<form id="test" hidden>
${questions}
</form>
<section id="result" hidden><h1>${escape(definition.resultHeading)}</h1><p id="score"></p><p id="band"></p></section>
</main>
</body></html>
`
}

export type FloorServer = PageServer

/** Serves the floor page at /phq-9 (brotli when asked for, as the app's server does). */
export function startFloorServer(port = FLOOR_PORT): Promise<FloorServer> {
  return servePages(port, '/phq-9', new Map([['/phq-9', { type: 'text/html; charset=utf-8', body: Buffer.from(floorHtml()) }]]))
}
