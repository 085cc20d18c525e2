/**
 * The pictures of the site (issue 21 item 6; decision 095), in one place: which Lucide icon
 * (lucide-static, ISC) says what each category, each service and the home page's insight is, and
 * the addresses the build writes them to (tools/vite-pictures.ts): a small SVG per picture (the
 * icon in the site's green on a pale green disc, the style of the home page's step pictures) and,
 * per category, a 1200×630 PNG link-preview image drawn from the same icon, which a test page and
 * a category page name in their `og:image` (server/web/page-preview.ts). Pages that are neither
 * share the site's preview image.
 *
 * categories.json's `imageSrc` and each test file's `image` name these addresses (a test shows its
 * category's picture); tools/pictures.test.ts checks every category and service has a picture and
 * every such field names one the build writes. Pure: no imports, so a page that only needs an
 * address does not carry the mapping.
 */

/** A category's routeSlug → the Lucide icon that pictures it. */
export const categoryIcons = {
  'mental-health': 'brain',
  'physical-activity': 'footprints',
  'diet-nutrition': 'salad',
  'general-wellbeing': 'sprout',
  'digital-addiction': 'smartphone',
  'lifestyle-diseases': 'heart-pulse',
  'cancer-screening': 'ribbon',
  'sexual-reproductive-health': 'venus-and-mars',
} as const satisfies Record<string, string>

/** A service's routeSlug (services.json), or a home page service card's id (site.json) → its Lucide icon. */
export const serviceIcons = {
  'talk-to-a-doctor': 'stethoscope',
  'talk-to-a-therapist': 'message-circle-heart',
  'talk-to-a-nutritionist': 'apple',
  vitalcare360: 'heart-handshake',
  'vitalcare360-manage': 'clipboard-list',
  'wellness-checkup': 'scan-heart',
  'wellness-check-ups': 'scan-heart',
  premium: 'file-heart',
} as const satisfies Record<string, string>

/** The home page's other pictures (site.json's `home.insight.imageSrc`) → its Lucide icon. */
export const homeIcons = { 'understand-your-health': 'chart-no-axes-combined' } as const satisfies Record<string, string>

export type PictureKind = 'categories' | 'services' | 'home'

/** The address of a picture's SVG. */
export const picturePath = (kind: PictureKind, slug: string): string => `/images/${kind}/${slug}.svg`

/** The link-preview image of a category (a test's is its category's), or the site's when none is given. */
export const previewImagePath = (categorySlug?: string): string => `/images/previews/${categorySlug ?? 'site'}.png`

/** The size of every link-preview image: the 1.91:1 card WhatsApp, Facebook and X draw large. */
export const previewImageSize = { width: 1200, height: 630 } as const

/** The site's colours (web/styles.css: --primary), and the pale disc behind each picture. */
export const pictureColours = { ink: '#007f3b', disc: '#e3f1e8' } as const
