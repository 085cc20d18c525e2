/**
 * The engine alone: `interpret` calls per second for PHQ-9, PCL-5 and IPAQ (the catalogue's
 * definitions, answers on a valid path), after a warm-up, on one core.
 */
import { interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

export type EngineFigure = { test: string; instrument: string; callsPerSecond: number; microsecondsPerCall: number }

function cases(): { test: string; instrument: string; answers: Answer[] }[] {
  const ipaq = loadCatalogTest('physical-activity')
  return [
    { test: 'depression', instrument: 'PHQ-9', answers: [1, 2, 0, 3, 1, 2, 0, 1, 0, 1] },
    // PCL-5: the event, when it happened, twenty items, the safety question.
    { test: 'ptsd', instrument: 'PCL-5', answers: [0, 3, ...Array.from({ length: 20 }, (_, index) => index % 5), 0] },
    {
      test: 'physical-activity',
      instrument: 'IPAQ',
      answers: answersById(ipaq, { 'ipaq-1': 3, 'ipaq-2': 30, 'ipaq-3': 2, 'ipaq-4': 45, 'ipaq-5': 5, 'ipaq-6': 20, 'ipaq-7': 300 }),
    },
  ]
}

export function measureEngine({ seconds = 2 } = {}): EngineFigure[] {
  return cases().map(({ test, instrument, answers }) => {
    const definition = loadCatalogTest(test)
    interpret(definition, answers) // throws now if the answers are not on a valid path
    const warmUpEnd = performance.now() + 300
    while (performance.now() < warmUpEnd) interpret(definition, answers)
    let calls = 0
    const start = performance.now()
    const end = start + seconds * 1000
    while (performance.now() < end) {
      for (let i = 0; i < 100; i += 1) interpret(definition, answers)
      calls += 100
    }
    const elapsedMs = performance.now() - start
    return { test, instrument, callsPerSecond: Math.round((calls / elapsedMs) * 1000), microsecondsPerCall: Math.round((elapsedMs / calls) * 1000 * 10) / 10 }
  })
}
