/**
 * The labelled set for the assistant's request to rephrase (issue 12): messages it should not
 * guess at (keyboard mash, emojis, punctuation, greetings on their own, random or off-topic
 * words, in English, Swahili and Sheng), which must get a request to rephrase and no suggestion;
 * and vague but real messages ("I don't feel well"), which must still get help. Written before the
 * detector; server/chat/recommender.test.ts prints the rephrase precision and recall over both
 * lists and the concern set.
 */

/** Messages answered with a request to rephrase (or a greeting back), never a suggestion. */
export const nonsenseCases: string[] = [
  // Keyboard mash and repeated letters
  'asdfgh',
  'qwerty',
  'qwerty lol',
  'zxcvbnm',
  'jkjkjkjk',
  'hjkl',
  'aaaaaaaa',
  'asdf asdf',
  'fghfgh',
  'lkjhgf',
  'sdfsdf sdf',
  'mnbvcx',
  'poiuytr',
  'ghjk ghjk ghjk',
  'xyzzy',
  'dfgdfgdfg',
  'qqqqq wwww',
  'kjsdhfkjsdhf',
  // Punctuation, numbers and emojis only
  '?',
  '???',
  '...',
  '!!!',
  '😂😂😂',
  '🙏',
  '👍',
  '🤔🤔',
  '12345',
  '123 456',
  // Chat noise
  'lol',
  'lmao',
  'hahaha',
  'hehe',
  'ok',
  'k',
  'xx',
  'yo',
  'blah blah blah',
  // Greetings on their own
  'hello',
  'hi',
  'hey there',
  'good morning',
  'habari yako',
  'mambo',
  'niaje',
  'sasa',
  // Random or off-topic words
  'random words',
  'banana car blue',
  'the sky is green and purple',
  'table chair window',
  'potato',
  'I like turtles',
  'what is the capital of France',
  'who won the football match yesterday',
  'tell me a joke',
  'ndizi gari bluu',
  'meza kiti dirisha',
  'mvua inanyesha leo',
  'gari langu ni jekundu',
]

/** Vague but real messages: they must get help (suggestions or starting points), not a request to rephrase. */
export const vagueCases: string[] = [
  "I don't feel well",
  "I'm not feeling well",
  'I feel unwell',
  'something is wrong with me',
  "I don't feel like myself lately",
  'I need help',
  'can you help me',
  'help me please',
  'I want to check my health',
  'what tests do you have',
  'which test should I take',
  'where do I start',
  'I want to be healthier',
  'I feel bad',
  'I am not okay',
  'I am sick',
  "I'm worried about my health",
  'I just want a general check',
  'sijisikii vizuri',
  'siko sawa',
  'siko poa',
  'nisaidie',
  'nahitaji msaada',
  'nataka kupima afya yangu',
  'ni kipimo gani kinanifaa',
  'naumwa',
  'najisikia vibaya',
  'nina wasiwasi kuhusu afya yangu',
]
