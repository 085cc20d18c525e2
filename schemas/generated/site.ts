/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * This file's visible text in Kiswahili (and any later language), by JSON pointer (content-translations.schema.json). Read it through web/shared/content-translations.ts.
 */
export type ContentTranslations = any

/**
 * Site-wide settings and copy (tests-catalog/site.json): the brand, the assistant's name, contact details, social links, the home page's sections in order, and the legal dates.
 */
export interface SiteContent {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  translations?: ContentTranslations
  brand: Brand
  assistant: AssistantCopy
  contact: Contact
  /**
   * The social-network links in the footer, each opening in a new tab. Their addresses are placeholders: the web build replaces them with SITE_SOCIAL_FACEBOOK, SITE_SOCIAL_INSTAGRAM, SITE_SOCIAL_X and SITE_SOCIAL_LINKEDIN when set.
   *
   * @minItems 1
   */
  socialLinks: [SocialLink, ...SocialLink[]]
  home: HomePage
  legal: LegalDates
}
/**
 * The brand shown in the header, footer, page titles and messages.
 */
export interface Brand {
  /**
   * The brand name (e.g. "Afya Hub").
   */
  name: string
  /**
   * The tagline shown in the footer (e.g. "Live. Love. Be Limitless").
   */
  tagline: string
  /**
   * The care company behind the site, named by the hero's link to /about-us.
   */
  parentCompany: string
}
/**
 * The chat assistant's name and the fixed words of its widget.
 */
export interface AssistantCopy {
  /**
   * The assistant's name, used in its greeting and the widget's heading (e.g. "Amani").
   */
  name: string
  /**
   * The bubble shown beside the closed chat button (e.g. "Don't know where to start? Ask me!").
   */
  promptBubble: string
  /**
   * Placeholder of the message box (e.g. "Type your health concerns or goals ...").
   */
  inputPlaceholder: string
}
/**
 * How to reach the team, shown in the footer and used by the floating WhatsApp button. The phone, WhatsApp and email here are placeholders: the web build replaces them with SITE_PHONE, SITE_WHATSAPP and SITE_EMAIL when set (server/site-contacts.ts).
 */
export interface Contact {
  phone: PhoneNumber
  whatsApp: WhatsAppContact
  /**
   * The contact email address.
   */
  email: string
  /**
   * The postal or street address shown in the footer (e.g. "5th Avenue Suites, Upperhill, Nairobi").
   */
  address: string
}
/**
 * A Kenyan phone number in two forms: to read and to dial.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "phoneNumber".
 */
export interface PhoneNumber {
  /**
   * The number as people read it, with spaces (e.g. "+254 700 000 000").
   */
  display: string
  /**
   * The number for a tel: link, + and digits only (e.g. "+254700000000").
   */
  tel: string
}
/**
 * The WhatsApp number behind the floating chat button.
 */
export interface WhatsAppContact {
  /**
   * The number as people read it, with spaces (e.g. "+254 700 000 000").
   */
  display: string
  /**
   * The wa.me address that opens a chat with the number, digits only after the slash (e.g. "https://wa.me/254700000000").
   */
  chatLink: string
}
/**
 * One social-network link.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "socialLink".
 */
export interface SocialLink {
  /**
   * Which network, which picks the icon.
   */
  network: 'facebook' | 'instagram' | 'x' | 'linkedin' | 'tiktok' | 'youtube'
  /**
   * Accessible name of the icon link (e.g. "Afya Hub on Facebook").
   */
  label: string
  /**
   * The profile address.
   */
  url: string
}
/**
 * The home page's content, one entry per section in the order SPEC.md gives.
 */
export interface HomePage {
  banner: Banner
  hero: Hero
  partners: PartnerSection
  steps: StepsSection
  insight: InsightBlock
  trust: TrustSection
  popularTests: PopularTestsSection
  services: ServicesSection
  testimonials: TestimonialsSection
  faqs: FaqSection
}
/**
 * The strip at the very top of the home page.
 */
export interface Banner {
  /**
   * The banner's bold words (e.g. "Try Afya Hub Today").
   */
  title: string
  /**
   * The early-preview line after the title.
   */
  text: string
}
/**
 * The first screen of the home page.
 */
export interface Hero {
  /**
   * The main heading (the page's h1).
   */
  heading: string
  /**
   * The line under the heading.
   */
  subheading: string
  /**
   * The sentence under the subheading.
   */
  text: string
  primaryButton: LinkButton
  secondaryButton: LinkButton
  /**
   * Text of the link to /about-us that names the parent company.
   */
  aboutLinkText: string
}
/**
 * A button or link: its words and where it goes.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "linkButton".
 */
export interface LinkButton {
  /**
   * The words on the button.
   */
  text: string
  /**
   * Site path it goes to, with a #fragment for a section of the page (e.g. "/categories", "/#our-services").
   */
  link: string
}
/**
 * The "Trusted by Industry Leaders" logo carousel.
 */
export interface PartnerSection {
  /**
   * The section heading.
   */
  title: string
  /**
   * The partner logos, in carousel order; only those not marked as placeholders are shown, and none hides the strip.
   *
   * @minItems 1
   */
  logos: [PartnerLogo, ...PartnerLogo[]]
}
/**
 * One partner's logo in the carousel.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "partnerLogo".
 */
export interface PartnerLogo {
  /**
   * Stable id of the logo, lower-case words joined by hyphens.
   */
  id: string
  /**
   * Site path of the logo image.
   */
  imageSrc: string
  /**
   * Alternative text: the partner's name.
   */
  alt: string
  /**
   * True for a stand-in image, not a real partner's logo: it is never shown, and with no real logo the strip is hidden (decision 079).
   */
  placeholder?: boolean
}
/**
 * The "3 Simple Steps" path.
 */
export interface StepsSection {
  /**
   * The section heading.
   */
  title: string
  /**
   * The steps, in order.
   *
   * @minItems 1
   */
  items: [Step, ...Step[]]
}
/**
 * One of the steps from test to care.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "step".
 */
export interface Step {
  /**
   * The step's number, from 1.
   */
  id: number
  /**
   * What the person does at this step.
   */
  title: string
  /**
   * Site path of the step's illustration (decorative).
   */
  image: string
}
/**
 * The "Understand Your Health Like Never Before" block with its benefits.
 */
export interface InsightBlock {
  /**
   * Site path of the picture beside the benefits.
   */
  imageSrc: string
  /**
   * The section heading, without the highlighted words.
   */
  title: string
  /**
   * The words of the heading shown in the accent colour, after the title.
   */
  highlightedText: string
  /**
   * The benefits, in order.
   *
   * @minItems 1
   */
  benefits: [Benefit, ...Benefit[]]
}
/**
 * One benefit in the insight block.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "benefit".
 */
export interface Benefit {
  /**
   * The benefit in a few words.
   */
  title: string
  /**
   * One sentence explaining it.
   */
  description: string
}
/**
 * The "Secure. Private. Trusted." section.
 */
export interface TrustSection {
  /**
   * The section heading.
   */
  title: string
  /**
   * The trust cards, in order.
   *
   * @minItems 1
   */
  cards: [TrustCard, ...TrustCard[]]
  registeredCard?: TrustCard1
}
/**
 * One card of the trust section.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "trustCard".
 */
export interface TrustCard {
  /**
   * Name of the icon shown on the card (e.g. "shield-check").
   */
  icon: string
  /**
   * The card's heading.
   */
  title: string
  /**
   * One or two sentences backing the heading.
   */
  description: string
  /**
   * Alternative text of the card's icon image.
   */
  imageAlt: string
}
/**
 * One card of the trust section.
 */
export interface TrustCard1 {
  /**
   * Name of the icon shown on the card (e.g. "shield-check").
   */
  icon: string
  /**
   * The card's heading.
   */
  title: string
  /**
   * One or two sentences backing the heading.
   */
  description: string
  /**
   * Alternative text of the card's icon image.
   */
  imageAlt: string
}
/**
 * The "Most Popular Tests" section.
 */
export interface PopularTestsSection {
  /**
   * The section heading.
   */
  title: string
  button: LinkButton
  /**
   * The tests shown, in order.
   *
   * @minItems 1
   */
  tests: [PopularTest, ...PopularTest[]]
}
/**
 * One test card in "Most Popular Tests".
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "popularTest".
 */
export interface PopularTest {
  /**
   * Stable id of the entry, lower-case words joined by hyphens.
   */
  id: string
  /**
   * The title shown on the card.
   */
  title: string
  /**
   * The routeSlug of the test the card opens, /tests/<routeSlug>.
   */
  routeSlug: string
}
/**
 * The services cards (the section the our-services anchor scrolls to).
 */
export interface ServicesSection {
  /**
   * The section heading.
   */
  title: string
  /**
   * The service cards, in order.
   *
   * @minItems 1
   */
  cards: [ServiceCard, ...ServiceCard[]]
}
/**
 * One card of the services section; its button shows the service's availability.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "serviceCard".
 */
export interface ServiceCard {
  /**
   * Stable id of the card, lower-case words joined by hyphens.
   */
  id: string
  /**
   * The card's heading.
   */
  title: string
  /**
   * A short highlighted line on the card (e.g. "Virtual consultation"); with a launch date still ahead, the card says that date instead.
   */
  highlight: string
  /**
   * One or two sentences on the service.
   */
  description: string
  /**
   * The button's words, which tell availability: "Pre-Order Now", "Book Appointment", "See the Packages", "Coming Soon" (no link) or "Join Our Waitlist".
   */
  buttonText: 'Pre-Order Now' | 'Book Appointment' | 'See the Packages' | 'Coming Soon' | 'Join Our Waitlist'
  /**
   * The day the service opens (YYYY-MM-DD, a Nairobi day). Shown as 'Launching …' only until that day has passed; omitted when no date is set (decision 079).
   */
  launchDate?: string
  /**
   * Site path the button goes to (e.g. /booking?productID=appointment); omitted when there is nothing to go to yet.
   */
  buttonLink?: string
}
/**
 * The testimonials carousel, one shown at a time.
 */
export interface TestimonialsSection {
  /**
   * The section heading.
   */
  title: string
  /**
   * The testimonials, in carousel order.
   *
   * @minItems 1
   */
  items: [Testimonial, ...Testimonial[]]
}
/**
 * One testimonial.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "testimonial".
 */
export interface Testimonial {
  /**
   * Stable number of the testimonial, from 1.
   */
  id: number
  /**
   * What the person said.
   */
  text: string
  /**
   * Who said it, as they agreed to be named (e.g. first name and town).
   */
  author: string
  /**
   * True for the testimonial shown with the accent style.
   */
  isHighlighted: boolean
}
/**
 * The FAQ accordion; one answer is open at a time.
 */
export interface FaqSection {
  /**
   * The section heading.
   */
  title: string
  /**
   * The questions and answers, in order.
   *
   * @minItems 1
   */
  items: [Faq, ...Faq[]]
}
/**
 * One question and its answer.
 *
 * This interface was referenced by `SiteContent`'s JSON-Schema
 * via the `definition` "faq".
 */
export interface Faq {
  /**
   * Stable id of the question, lower-case words joined by hyphens (e.g. "data-security").
   */
  id: string
  /**
   * The question, as a person would ask it.
   */
  question: string
  /**
   * The answer, in plain words.
   */
  answer: string
}
/**
 * Dates shown on the legal pages and in the footer.
 */
export interface LegalDates {
  /**
   * When the privacy policy last changed, as a month and year (e.g. "September 2024").
   */
  privacyPolicyLastUpdated: string
  /**
   * The registration number issued by Kenya's Office of the Data Protection Commissioner, or null until there is one. While it is null the site claims no registration, certification or "100% confidentiality".
   */
  dataProtectionRegistration: string | null
}
