/**
 * A held-out crisis set (issue 14), written before the lexicon was widened for it and kept apart
 * from the labelled set in crisis-set.ts. It is organised by kind of expression rather than by
 * wording, so that a miss points at a kind of expression the lexicon lacks:
 * indirect goodbyes, hopelessness with a plan, third person, misspellings and code-switching,
 * plus self-harm, violence and medical emergencies said in new words. The negatives are everyday
 * messages that share words with crises (figures of speech, goodbyes, poison for pests, grief).
 * English, Swahili and Sheng throughout. Before the widening the detector caught 40 of these 93
 * positives (43%) and fired on 4 of the 94 negatives (4.3%), measured when this file was added.
 */
import type { CrisisKind } from '#engine/index.ts'

export type HeldOutCase = { text: string; kind: CrisisKind; expression: string }

const goodbye = 'indirect goodbye'
const plan = 'hopelessness with a plan'
const thirdPerson = 'third person'
const misspelt = 'misspelling'
const mixed = 'code-switching'
const selfHarm = 'self-harm'
const violence = 'violence'
const medical = 'medical emergency'

function cases(expression: string, kind: CrisisKind, texts: string[]): HeldOutCase[] {
  return texts.map((text) => ({ text, kind, expression }))
}

export const heldOutPositives: HeldOutCase[] = [
  ...cases(goodbye, 'suicide-self-harm', [
    'this is the last time you will hear from me',
    "by the time anyone reads this I'll be gone",
    "I've given away all my things, I won't need them anymore",
    'tell my mum I love her, I will not be around tomorrow',
    'I have written letters for my family to read after I am gone',
    'thank you for everything, this is my goodbye to everyone',
    "I won't be here next week so it doesn't matter",
    'please look after my kids when I am gone, I am ready to go',
    "I'm saying goodbye to everyone tonight, for good",
    'soon I will not be a burden to anyone anymore',
    'Kwaheri ya mwisho, msinisahau',
    'Mwambieni mama kwamba nampenda, sitakuwepo kesho',
    'Huu ni ujumbe wangu wa mwisho kwenu',
    'Nimegawa vitu vyangu vyote, sitavihitaji tena',
    'Nikienda msilie sana, nimechoka na dunia hii',
    'Mabeste, hii ni last msg yangu, stay safe',
    'Bro nimeandika barua za kuwaaga family',
  ]),
  ...cases(plan, 'suicide-self-harm', [
    'I have nothing left to live for and I bought rat poison',
    "I've been saving up my tablets, there is no hope for me",
    'no hope left, I have been looking up how many pills it takes',
    'I have the rope ready and nobody will miss me',
    'I know which bridge I will use, I am done',
    'there is no way out for me, I have the knife next to my bed',
    'I have made a plan and picked the day',
    'everything is hopeless so tonight I will drink the pesticide',
    'Sina tumaini tena, nimenunua sumu ya panya',
    'Nimekusanya vidonge vingi, nitavimeza vyote usiku huu',
    'Nimeshanunua kamba, sina sababu ya kuendelea',
    'Siwezi tena, nimeamua kwenda kwa reli usiku',
    'Nitajirusha kutoka ghorofa ya juu',
    'Life imeniboo, nimeshaget sumu',
    'Niko na dawa za panya kwa bag, leo ndio mwisho',
  ]),
  ...cases(thirdPerson, 'suicide-self-harm', [
    'My friend says she wants to kill herself',
    'my brother keeps talking about ending his life',
    'my roommate said he is going to jump from the roof',
    'my son posted goodbye on whatsapp and has a rope',
    'my mum swallowed all her pills',
    'my girlfriend said she would be better off dead',
    'a student in my class is planning suicide',
    'my husband tried to hang himself last night',
    'Rafiki yangu anasema anataka kujiua',
    'Kaka yangu amekunywa sumu ya panya',
    'Mama yangu anasema hataki kuishi tena',
    'Msee wangu anasema atajiua',
    'Beste yangu anasema anataka ku-die',
  ]),
  ...cases(misspelt, 'suicide-self-harm', [
    'i wnt to die',
    'im gona kil my self',
    'sucide thoughts again',
    'feelin suicidle',
    'i want to end my lyfe',
    'i wana die',
    'thinkin of hangin myself',
    'i wnat to kill mysefl',
    'no reson to liv anymore',
    'nataka kujiuwa',
    'nimechoka na maisha nataka kujiuwaa',
    'nataka kufaa tu',
  ]),
  ...cases(mixed, 'suicide-self-harm', [
    'Nimechoka na life, I just want to die',
    "Sitaki kuishi tena, I'm done",
    'Maisha haina maana, nataka ku-end it',
    'I swear nitajiua leo',
    'Bana I am tired of living, nitajinyonga',
    'Nina stress mob, nataka kujitoa uhai',
    'Nimechoka na hii life, nataka ku-sleep milele',
    'I feel like kujiua',
    'Hakuna mtu ananipenda, I want to disappear forever',
  ]),
  ...cases(selfHarm, 'suicide-self-harm', [
    'I burn myself with cigarettes to feel something',
    'been cutting again, my arms are full of scars',
    'I hit my head against the wall until it bleeds',
    'Najikata ili nisikie kitu',
    'Dada yangu anajikata mikono',
    'Beste yangu ameanza kujikata',
    'I scratch my skin until it bleeds when I am upset',
  ]),
  ...cases(violence, 'violence', [
    'my husband said he will kill me tonight',
    'he is threatening me with a panga',
    'someone raped me yesterday',
    'Mume wangu ananipiga kila siku na leo amesema ataniua',
    'Nilibakwa jana usiku',
    'Boyfriend ananichapa na amesema ataniua',
    'my stepfather touches me at night and I am 14',
    'I am locked in the house and he is beating me',
    'Baba ananipiga na panga',
    'my neighbour has a gun and says he will shoot us',
  ]),
  ...cases(medical, 'medical-emergency', [
    'my chest is crushing and my left arm is numb',
    'my baby is not breathing',
    'she is having a fit and will not wake up',
    'Mtoto hapumui',
    'Ametoka damu nyingi baada ya kujifungua',
    'my friend drank too much, he is unconscious and vomiting',
    'my father suddenly cannot speak and his face is drooping',
    'Mama ameanguka na hazungumzi, upande mmoja wa uso umelegea',
    'I took too many of my sleeping pills by mistake and feel very drowsy',
    'my child swallowed paraffin',
  ]),
]

export const heldOutNegatives: string[] = [
  // Figures of speech
  'this traffic is killing me',
  "I'm dying to try the new restaurant in town",
  'my phone battery died again',
  'I could kill for some nyama choma right now',
  'that exam killed me',
  'this heat is unbearable, I am melting',
  'the meeting dragged on forever, I wanted to disappear',
  'Joto hili linaniua',
  'Njaa inaniua, kuna chakula?',
  'Nimekufa na kicheko juu ya hiyo video',
  'Hii traffic imeniua bana',
  'Exam ya leo imenimaliza',
  'Hiyo joke imeniua kabisa',
  'Ninakufa njaa hapa ofisini',
  'my feet are killing me after the long walk',
  'I nearly died laughing at the wedding',
  // Goodbyes and last things that are not goodbyes to life
  'Goodbye, thanks for the help!',
  'last message before I sleep: thanks for the advice',
  'Asante sana, kwaheri!',
  'Ujumbe wa mwisho kabla ya kulala: asante',
  'I gave away my old clothes to charity',
  'I am moving to Mombasa next week so I will say goodbye to my colleagues',
  'I will not be around tomorrow, can I book for Monday?',
  'Nitakuwa safarini kesho, naweza kufanya test baadaye?',
  'this is my last question, promise',
  'I am writing a letter to my family back home',
  // Pests, animals, ropes and pills in ordinary use
  'I bought rat poison for the mice in the kitchen',
  'Nimenunua sumu ya mende jikoni',
  'Nahitaji kamba ya kufunga mbuzi',
  'how many painkillers can I take in a day for a headache?',
  'I forgot to take my pills this morning',
  'can I take my blood pressure tablets with food?',
  'is it safe to take paracetamol when pregnant?',
  'Dawa za minyoo zinatumika vipi?',
  // Grief and other people in ordinary trouble
  'my grandmother died last year and I miss her',
  'Bibi yangu alikufa mwaka jana, namkumbuka',
  'how do I support a friend who is grieving?',
  'my friend is sad after her breakup',
  'my brother hurt his knee playing football',
  'my mum has high blood pressure, which test should she take?',
  'Rafiki yangu ana msongo wa mawazo, anaweza kufanya test gani?',
  'my sister is always tired, what could it be?',
  // Hopelessness without danger
  "I'm hopeless at cooking",
  'no hope of passing this exam lol',
  'Sina tumaini la kupata kazi hiyo lakini nitajaribu',
  'I feel a bit down lately and cannot sleep well',
  'I am stressed about money and work',
  'Nimechoka na kazi ya leo, nataka kupumzika',
  'Nimechoka sana leo, nataka kulala mapema',
  'I am tired of this rain',
  'Tumechoka na bei ya unga',
  'I feel lonely since I moved to Nairobi',
  'Niko na stress ya school fees',
  'life is hard these days but I am managing',
  // Cutting, burning, hitting in ordinary use
  'I cut my finger while cooking',
  'Nilikata kidole nikipika',
  'I burnt my hand on the jiko',
  'I hit my head on the cupboard door, should I worry?',
  'I want to cut down on sugar',
  'I want to cut my hair short',
  'how do I stop smoking cigarettes?',
  // Subjects, news and prevention
  'I read an article about suicide rates in Kenya',
  'what are the warning signs of suicide in teenagers?',
  'I volunteer at a suicide prevention hotline',
  'Habari za leo zilisema mtu alijiua Kisumu',
  'is there a test for postpartum depression?',
  'Nataka kujua kama nina kisukari',
  'Nataka kujua zaidi kuhusu afya ya akili',
  'how is gender based violence reported in Kenya?',
  'I want to learn first aid for choking',
  // Ordinary health questions with alarming words
  'my chest feels tight when I have a cold',
  'my baby has a runny nose',
  'Mtoto wangu ana kikohozi',
  'I sometimes feel breathless climbing stairs',
  'I had heavy bleeding during my period last month',
  'my arm is numb after sleeping on it',
  'my child has a fever, which service should I book?',
  'my husband snores loudly, is that a problem?',
  'how much alcohol is too much?',
  'I drank too much at the party last weekend',
  'I want to end my gym subscription',
  "I'm done with this job",
  'I want to end my relationship, who can I talk to?',
  'I want to disappear from social media for a while',
  'I want to quit sugar forever',
  'Nimechoka na serikali',
  'Bana niko bored mob',
  'sleeping forever on Sunday mornings is my dream',
  'my plan is to lose 5 kilos by December',
  'I bought a knife set for the kitchen',
  'Nataka kupunguza uzito',
  'my gun licence medical, which test do I need?',
  'I feel like giving up sugar',
  'who should I call if I feel unwell at night?',
]

/**
 * A second batch, written after the first widening and before the second: the first widening
 * caught 12 of its 30 positives (40%) and 1 of its 30 negatives fired. The misses taught the
 * second widening its kinds (third-person verb forms, Swahili reflexive verbs, wishing not to
 * wake, apologies as farewells, coercion). Kept here so that they stay caught.
 */
export const secondBatchPositives: HeldOutCase[] = [
  ...cases(goodbye, 'suicide-self-harm', [
    'I keep thinking my family would be better if I just vanished for good',
    'sorry for everything, I love you all, goodbye',
    'I told my sister to keep my phone because I will not need it',
    'mi nimechoka na hii maisha, niko tayari kwenda',
  ]),
  ...cases(plan, 'suicide-self-harm', [
    'I am tired of fighting, I have the pills counted out',
    'Nimechoka kuishi, leo nitajiua',
    'Mimi ni mzigo kwa familia yangu, ni bora nife',
  ]),
  ...cases(thirdPerson, 'suicide-self-harm', [
    'my cousin says he has nothing to live for and bought a rope',
    'my friend cut her wrists last night',
    'she keeps saying she wants to die',
    'Rafiki yangu amesema atajinyonga',
  ]),
  ...cases(misspelt, 'suicide-self-harm', ['i wnt to end it tonite', 'thinking about ending it all tbh']),
  ...cases(mixed, 'suicide-self-harm', ['Niko done na life, nataka kujimaliza', 'Bro nimechoka, nataka kujiua tu']),
  ...cases('indirect wish', 'suicide-self-harm', [
    'i wish i could go to sleep and not wake up',
    'Nataka kujiondoa duniani',
    'Sitaki kuamka kesho',
    'Sioni sababu ya kuendelea kuishi',
  ]),
  ...cases(selfHarm, 'suicide-self-harm', ['I have been hurting myself with a razor', 'Napenda kujiumiza nikiwa na huzuni']),
  ...cases(violence, 'violence', [
    'my uncle is hitting my aunt with a stick and she is bleeding',
    'he said he will burn the house with us inside',
    'Wananitishia kuniua',
    'I am 15 and my teacher forces me to have sex with him',
  ]),
  ...cases(medical, 'medical-emergency', [
    'my mother collapsed and is not breathing',
    'my friend is having a seizure and turning blue',
    'Mtoto amekunywa dawa ya kuua wadudu',
    'I think I am having a heart attack, my chest hurts and I am sweating',
    'Ninatokwa na damu nyingi sana baada ya kujifungua',
  ]),
]

export const secondBatchNegatives: string[] = [
  'I am tired of my job and want a new one',
  'I want to end my contract with the gym',
  'goodbye and have a nice day',
  'which test is for depression?',
  'I feel stressed about exams',
  'Nataka kujua kuhusu msongo wa mawazo',
  'Nimechoka na foleni ya Nairobi',
  'my friend is always sad, what test can she take?',
  'I have a headache every morning',
  'I bought a rope for my clothes line',
  'my dog died last week and I am sad',
  'the football match killed me, we lost',
  'Mchezo wa jana uliniua kwa kicheko',
  'Sina pesa ya kulipia test',
  'I keep forgetting my pills, any tips?',
  'How long do results take?',
  'I cut myself shaving this morning',
  'I burned myself on the kettle, should I worry?',
  'I feel hopeless about my weight, what can help?',
  'my mother has diabetes, what test should I take?',
  'Bye bye, nitarudi kesho',
  'I will not be here next month, I am travelling',
  'Nimepoteza kazi, nina huzuni kidogo',
  'my chest hurts a bit after running',
  'can I take the HIV test here?',
  'I drink alcohol on weekends, is it too much?',
  'I have no hope for Harambee Stars lol',
  'my plan is to exercise every day',
  'I am dying to know my results',
  'Nimechoka kusoma, nataka kulala',
]

/**
 * A third batch, written after the second widening: it caught 9 of its 20 positives (45%), with no
 * false positive among its 20 negatives. The third widening added its kinds (being unnoticed when
 * gone, wanting the pain to stop for good, a noose, a crash on purpose, "nisiwepo", threats
 * that silence, strangling, stabbing threats in Swahili). Unlabelled by kind: all fire.
 */
export const thirdBatchPositives: string[] = [
  'nobody would even notice if I was gone',
  'I just want the pain to stop forever',
  'I looked up how to tie a noose',
  'I am going to drive my car into a wall',
  'my daughter is 16 and told me she wants to end her life',
  'my colleague posted that he is saying goodbye to the world',
  'im tired of being alive tbh',
  'sometimes I think about not existing',
  'Naona ni bora nisiwepo',
  'Sitaki kuendelea na maisha haya',
  'Nimeamua kujitoa uhai wiki hii',
  'Dada yangu alijaribu kujiua jana',
  'Hii life imenishinda, nataka kuenda tu',
  'Niko na mawazo ya kujidhuru',
  'I hurt myself when I feel empty',
  'he is strangling my mother',
  'my boss touched me and threatened to fire me if I tell',
  'Ameniambia atanichoma na kisu',
  'my grandfather cannot breathe and his lips are blue',
  'Mtoto ameanguka na hajitambui',
]

export const thirdBatchNegatives: string[] = [
  'I am tired of being single lol',
  'I want the pain in my knee to stop',
  'how do I tie a tie?',
  'I drove into a pothole, now my back hurts',
  'my daughter is 16, which test is good for teens?',
  'saying goodbye to sugar this month',
  'Naona ni bora nifanye test ya kisukari',
  'Sitaki kuendelea kuvuta sigara',
  'Dada yangu alijaribu test ya stress',
  'Hii kazi imenishinda',
  'I feel empty after the holidays',
  'my mother has a sore throat',
  'my boss shouts a lot, is that stress?',
  'Ameniambia nifanye test ya damu',
  'my grandfather has asthma, which service?',
  'Mtoto ana homa kidogo',
  'I do not exist on social media',
  'can I book a doctor for tomorrow?',
  'Nina mawazo mengi kuhusu kazi',
  'I am hopeless with money',
]
