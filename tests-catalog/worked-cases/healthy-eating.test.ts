/**
 * DQQ worked cases from the DQQ indicator analysis guide (Global Diet Quality Project; Herforth
 * 2020), computed by hand. Each of the 29 food groups is Yes (1) or No (0) for yesterday.
 *   NCD-Protect (0-9) = Q2 whole grains + Q4 pulses + Q21 nuts/seeds + Q5 orange vegetables
 *                       + Q6 dark green leafy vegetables + Q7 other vegetables + Q8 vitamin A fruits
 *                       + Q9 citrus + Q10 other fruits;
 *   NCD-Risk (0-9)    = Q28 soft drinks + Q11 baked sweets + Q12 other sweets + 2 × Q16 processed meat
 *                       + (Q17 or Q18 unprocessed red meat) + Q24 deep fried + (Q23 noodles or Q29 fast food)
 *                       + Q22 packaged salty snacks;
 *   GDR (0-18)        = NCD-Protect − NCD-Risk + 9 (the total).
 *   MDD-W food groups (0-10): grains/roots (Q1-3), pulses (Q4), nuts/seeds (Q21), dairy (Q14, Q15, Q25),
 *     meat/poultry/fish (Q16-20), eggs (Q13), dark green leafy (Q6), other vitamin A-rich (Q5, Q8),
 *     other vegetables (Q7), other fruits (Q9, Q10); met at 5 or more (women aged 15-49).
 *   All-5: staple (Q1-3), vegetable (Q5-7), fruit (Q8-10), pulse/nut/seed (Q4, Q21),
 *     animal-source food (Q13-20, Q25).
 * Bands (this site's own, non-validated): 0-9, 10-12, 13-18.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'

const dqq = loadCatalogTest('healthy-eating')

const YES = 0 // option positions
const NO = 1

/** Answers: Yes for the food groups listed (1-29), No for the others, then the woman-aged-15-49 answer. */
function answersFor(eaten: readonly number[], woman = false) {
  const items = Array.from({ length: 29 }, (_, index) => (eaten.includes(index + 1) ? YES : NO))
  return [...items, woman ? YES : NO]
}

const score = (eaten: readonly number[], woman = false) => interpret(dqq, answersFor(eaten, woman))

const PROTECT = [2, 4, 21, 5, 6, 7, 8, 9, 10] as const
const RISK = [28, 11, 12, 16, 17, 18, 24, 23, 29, 22] as const

const GDR = 'GDR score (0 to 18, higher is better)'
const NCDP = 'NCD-Protect (0 to 9, higher is better)'
const NCDR = 'NCD-Risk (0 to 9, lower is better)'
const GROUPS = 'Food groups eaten (out of 10)'
const ALL5 = 'All-5 food groups eaten (out of 5)'

const NEEDS = 'Diet quality needs improvement'
const FAIR = 'Fair diet quality'
const GOOD = 'Good diet quality'

describe('DQQ (healthy eating)', () => {
  describe('GDR score and bands', () => {
    it.each([
      // [case, groups eaten, NCD-Protect, NCD-Risk, GDR, grade, tone]
      ['every risk food, no protective food', RISK, 0, 9, 0, NEEDS, 'orange'], //          0 − 9 + 9 = 0
      ['nothing at all', [], 0, 0, 9, NEEDS, 'orange'], //                                  0 − 0 + 9 = 9
      ['only ugali and chai (no protective or risk group)', [1, 25, 26], 0, 0, 9, NEEDS, 'orange'], // 9
      ['one protective group: sukuma wiki', [1, 6], 1, 0, 10, FAIR, 'yellow'], //          1 − 0 + 9 = 10
      ['three protective groups', [1, 6, 4, 7], 3, 0, 12, FAIR, 'yellow'], //               3 − 0 + 9 = 12
      ['four protective groups', [1, 6, 4, 7, 10], 4, 0, 13, GOOD, 'green'], //             4 − 0 + 9 = 13
      ['all nine protective groups, no risk food', PROTECT, 9, 0, 18, GOOD, 'green'], //    9 − 0 + 9 = 18
      ['all 29 groups', Array.from({ length: 29 }, (_, index) => index + 1), 9, 9, 9, NEEDS, 'orange'], // 9 − 9 + 9 = 9
      ['four protective and one risk food (soda)', [6, 4, 7, 10, 28], 4, 1, 12, FAIR, 'yellow'], // 4 − 1 + 9 = 12
    ] as const)('%s: NCD-Protect %i, NCD-Risk %i, GDR %i, "%s" (%s)', (_case, eaten, protect, risk, gdr, grade, tone) => {
      const result = score(eaten)
      expect(result).toMatchObject({ testCode: 'DN-003', totalScore: gdr, expectedTotalScore: 18, grade, tone })
      expect(result.subscaleScores).toMatchObject({ [GDR]: gdr, [NCDP]: protect, [NCDR]: risk })
      expect(result.description).toMatch(/designed for groups of people, not individuals/)
    })

    it('counts each protective group once', () => {
      PROTECT.forEach((group) => {
        expect(score([group]).subscaleScores).toMatchObject({ [NCDP]: 1, [GDR]: 10 })
      })
    })

    it.each([
      ['soft drinks', [28], 1],
      ['baked or grain-based sweets', [11], 1],
      ['other sweets', [12], 1],
      ['processed meat counts double', [16], 2], //                       9 − 2 = GDR 7
      ['beef, goat or mutton', [17], 1],
      ['pork', [18], 1],
      ['both kinds of red meat count once', [17, 18], 1],
      ['deep-fried food', [24], 1],
      ['instant noodles', [23], 1],
      ['fast food', [29], 1],
      ['noodles and fast food count once', [23, 29], 1],
      ['packaged salty snacks', [22], 1],
    ] as const)('NCD-Risk: %s → %i', (_case, eaten, risk) => {
      const result = score(eaten)
      expect(result.subscaleScores?.[NCDR]).toBe(risk)
      expect(result.totalScore).toBe(9 - risk)
    })

    it.each([
      ['starchy staples', [1, 3]],
      ['eggs', [13]],
      ['cheese, yoghurt and milk', [14, 15, 25]],
      ['poultry and fish', [19, 20]],
      ['sweet tea, juice drinks', [26, 27]],
    ] as const)('does not count %s in the GDR score', (_case, eaten) => {
      expect(score(eaten).totalScore).toBe(9)
    })

    it.each([
      [NEEDS, [], /Add protective foods first/, ['talk-to-a-nutritionist', 'vitalcare360']],
      [FAIR, [6], /cutting one of the risk foods/, ['talk-to-a-nutritionist']],
      [GOOD, PROTECT, /Keep it up/, undefined],
    ] as const)('"%s" gives its own first step and services', (grade, eaten, step, services) => {
      const result = score(eaten)
      expect(result.grade).toBe(grade)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })
  })

  describe('MDD-W food groups (overall interpretation)', () => {
    // ugali (1) + githeri maize (2) + roots (3) = 1 group; beans (4) = 2; milk (25) = 3; sukuma (6) = 4; tomatoes/onions (7) = 5
    const FIVE = [1, 2, 3, 4, 25, 6, 7] as const
    // the same without vegetables group 7 = 4 groups
    const FOUR = [1, 2, 3, 4, 25, 6] as const

    it.each([
      ['a woman, 5 groups: meets MDD-W', FIVE, true, 5, /meets the Minimum Dietary Diversity for Women/],
      ['a woman, 4 groups: below MDD-W', FOUR, true, 4, /below the Minimum Dietary Diversity for Women/],
      ['not a woman aged 15-49, 5 groups', FIVE, false, 5, /5 or more of the 10 food groups, a sign of good variety/],
      ['not a woman aged 15-49, 4 groups', FOUR, false, 4, /fewer than 5 of the 10 food groups\. \(The 5-group level/],
    ] as const)('%s', (_case, eaten, woman, groups, text) => {
      const result = score(eaten, woman)
      expect(result.subscaleScores?.[GROUPS]).toBe(groups)
      expect(result.overallInterpretation).toMatch(text)
    })

    it('merges DQQ questions into the 10 MDD-W groups', () => {
      // cheese + yoghurt + milk = dairy (1); sausage + beef + pork + chicken + fish = flesh foods (1);
      // carrots + ripe mango = other vitamin A-rich (1); orange + banana = other fruits (1) → 4 groups
      expect(score([14, 15, 25, 16, 17, 18, 19, 20, 5, 8, 9, 10]).subscaleScores?.[GROUPS]).toBe(4)
      // all 29 → all 10 groups
      expect(score(Array.from({ length: 29 }, (_, index) => index + 1)).subscaleScores?.[GROUPS]).toBe(10)
      // sweets, drinks and snacks are in no MDD-W group
      expect(score([11, 12, 22, 23, 24, 26, 27, 28, 29]).subscaleScores?.[GROUPS]).toBe(0)
    })

    it('counts the All-5 groups: staple, vegetable, fruit, pulse/nut/seed, animal-source food', () => {
      expect(score([1, 6, 9, 21, 13]).subscaleScores?.[ALL5]).toBe(5) // ugali, sukuma, orange, groundnuts, egg
      expect(score([1, 6, 9, 21]).subscaleScores?.[ALL5]).toBe(4) //      no animal-source food
      expect(score([16]).subscaleScores?.[ALL5]).toBe(1) //               processed meat is animal-source
      expect(score([25]).subscaleScores?.[ALL5]).toBe(1) //               milk is animal-source
      expect(score([]).subscaleScores?.[ALL5]).toBe(0)
    })
  })

  describe('problem areas', () => {
    it('lists nothing when every protective group was eaten and no risk food', () => {
      expect(score(PROTECT).problemAreas).toBeUndefined()
    })

    it('lists each risk food eaten and each protective gap, in order', () => {
      const result = score([...RISK, 26])
      expect(result.problemAreas).toEqual([
        expect.stringMatching(/^Soft drinks/),
        expect.stringMatching(/^Baked or grain-based sweets/),
        expect.stringMatching(/^Other sweets/),
        expect.stringMatching(/^Processed meat/),
        expect.stringMatching(/^Red meat/),
        expect.stringMatching(/^Deep-fried food/),
        expect.stringMatching(/^Instant noodles or fast food/),
        expect.stringMatching(/^Packaged salty snacks/),
        expect.stringMatching(/^Sweetened tea, coffee, cocoa, or fruit juice/),
        expect.stringMatching(/^No vegetables yesterday/),
        expect.stringMatching(/^No fruit yesterday/),
        expect.stringMatching(/^No pulses, nuts or seeds yesterday/),
        expect.stringMatching(/^No whole grains yesterday/),
      ])
    })

    it.each([
      ['pork alone names red meat', [...PROTECT, 18], /^Red meat/],
      ['fast food alone names noodles or fast food', [...PROTECT, 29], /^Instant noodles or fast food/],
      ['fruit juice alone names the sugar note', [...PROTECT, 27], /^Sweetened tea, coffee, cocoa, or fruit juice/],
      ['carrots are enough to avoid "no vegetables"', [2, 4, 21, 8, 9, 10, 5], null],
      ['citrus is enough to avoid "no fruit"', [2, 4, 21, 5, 6, 7, 9], null],
      ['groundnuts are enough to avoid "no pulses, nuts or seeds"', [2, 21, 5, 6, 7, 8, 9, 10], null],
    ] as const)('%s', (_case, eaten, text) => {
      const areas = score(eaten).problemAreas
      if (text === null) expect(areas).toBeUndefined()
      else expect(areas).toEqual([expect.stringMatching(text)])
    })
  })

  it('lists the 29 DQQ food groups in the published order, each Yes (1) or No (0), then the MDD-W question', () => {
    expect(dqq.questions.map((question) => question.id)).toEqual([
      ...Array.from({ length: 29 }, (_, index) => `dqq-${index + 1}`),
      'dqq-woman',
    ])
    expect(dqq.questions.map((question) => question.questionHeading?.replace('Yesterday: ', ''))).toEqual([
      'Foods made from grains', 'Whole grains', 'White roots, tubers and plantains', 'Pulses',
      'Vitamin A-rich orange vegetables', 'Dark green leafy vegetables', 'Other vegetables',
      'Vitamin A-rich fruits', 'Citrus fruits', 'Other fruits', 'Baked or grain-based sweets', 'Other sweets',
      'Eggs', 'Cheese', 'Yoghurt', 'Processed meats', 'Unprocessed red meat from cattle, goats, sheep or camels',
      'Unprocessed pork', 'Poultry', 'Fish or seafood', 'Nuts or seeds', 'Packaged salty snacks', 'Instant noodles',
      'Deep-fried foods', 'Milk', 'Sweet tea, coffee or cocoa', 'Fruit juice and fruit drinks', 'Soft drinks',
      'Fast food', 'One last question about you',
    ])
    for (const question of dqq.questions.slice(0, 29)) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([['Yes', 1], ['No', 0]])
    }
    expect(dqq.questions[29]?.options?.map((option) => option.score)).toEqual([0, 0])
  })
})
