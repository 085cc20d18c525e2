/**
 * `npm run try-test -- <file.json>`: take a test in the terminal with the engine, no browser and no
 * server. The file is checked first (the checker's lines, and nothing else, when it has problems);
 * then each question is asked on stdin and the result printed with its band, flags and next steps.
 *
 * `--all-paths`: the result of every way of answering, one line each; a test with more than
 * `--limit` ways (500) gets `--count` (20) random ones instead, seeded by `--seed` (1), and the
 * output says which. Answers are shown as option numbers from 1, "-" for a question not asked.
 *
 * `--lang sw`: the test's texts in Kiswahili (its translations.sw, as a Kiswahili page shows it); a
 * test without a Kiswahili version says so and runs in English.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { checkDefinition, formatProblem, interpret, localiseDefinition } from '#engine/index.ts'
import { isLocale, type Locale } from '#schemas/locales.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { everyAnswerPath, randomAnswerPath, seededRandom } from './try-test/answer-paths.ts'
import { pathLine, resultText } from './try-test/print-result.ts'
import { walkTest } from './try-test/walk.ts'

type Options = { file?: string; allPaths: boolean; limit: number; count: number; seed: number; lang: Locale }

const USAGE = 'Usage: npm run try-test -- <tests-catalog/tests/slug.json> [--lang en|sw] [--all-paths [--limit 500] [--count 20] [--seed 1]]'

export function parseArguments(args: string[]): Options | string {
  const options: Options = { allPaths: false, limit: 500, count: 20, seed: 1, lang: 'en' }
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!
    if (arg === '--all-paths') options.allPaths = true
    else if (arg === '--lang') {
      const value = args[++index]
      if (!isLocale(value)) return '--lang needs en or sw'
      options.lang = value
    }
    else if (arg === '--limit' || arg === '--count' || arg === '--seed') {
      const value = Number(args[++index])
      if (!Number.isInteger(value) || value < (arg === '--seed' ? 0 : 1)) return `${arg} needs a whole number${arg === '--seed' ? '' : ' of at least 1'}`
      options[arg.slice(2) as 'limit' | 'count' | 'seed'] = value
    } else if (arg.startsWith('--')) return `unknown option ${arg}`
    else if (options.file) return 'give one test file'
    else options.file = arg
  }
  return options.file ? options : 'give the test file to try'
}

function allPaths(definition: TestDefinition, options: Options, write: (text: string) => void): void {
  const listed = []
  for (const answers of everyAnswerPath(definition)) {
    listed.push(answers)
    if (listed.length > options.limit) break
  }
  const header = 'Answers are option numbers (1 is the first option), "-" a question not asked, 1+3 several options, then the result.'
  if (listed.length <= options.limit) {
    write(`${definition.routeSlug}: ${listed.length} way${listed.length === 1 ? '' : 's'} to answer; every one of them:\n${header}`)
    listed.forEach((answers, index) => write(`${index + 1}. ${pathLine(definition, answers, interpret(definition, answers))}`))
    return
  }
  write(`${definition.routeSlug}: more than ${options.limit} ways to answer; ${options.count} random ones (seed ${options.seed}; --seed to change, --count for more):\n${header}`)
  const random = seededRandom(options.seed)
  for (let index = 0; index < options.count; index += 1) {
    const answers = randomAnswerPath(definition, random)
    write(`${index + 1}. ${pathLine(definition, answers, interpret(definition, answers))}`)
  }
}

async function main(): Promise<void> {
  // `| head` closing the pipe early ends the run quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0)
    throw error
  })
  const options = parseArguments(process.argv.slice(2))
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`)
    process.exitCode = 2
    return
  }
  const file = path.resolve(options.file!)
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    console.error(`${path.basename(file)} /: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'cannot be read: there is no such file' : `is not valid JSON: ${(error as Error).message}`}`)
    process.exitCode = 1
    return
  }
  const problems = checkDefinition(json, file)
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem))
    console.error(`\nFix these first (npm run check:catalog ${options.file} explains each).`)
    process.exitCode = 1
    return
  }
  const definition = localiseDefinition(json as TestDefinition, options.lang)
  const write = (text: string) => console.log(text)
  if (definition.language !== options.lang) write(`${definition.routeSlug} has no Kiswahili version; it runs in English.`)
  if (options.allPaths) {
    allPaths(definition, options, write)
    return
  }
  write(`${definition.informalTitle} (${definition.formalTitle}, ${definition.testCode}): ${definition.questions.length} questions.`)
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]()
  const answers = await walkTest(definition, async () => {
    const next = await lines.next()
    return next.done ? undefined : String(next.value)
  }, write)
  if (!answers) {
    process.exitCode = 1
    return
  }
  write(`\n${resultText(definition, interpret(definition, answers))}`)
  process.stdin.destroy()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
