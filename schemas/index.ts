/** The public face of schemas/: the validator and the types generated from every schema. */
export { ajv, registerSchema, schemaProblems, validatorFor } from './ajv.ts'
export type { SchemaName, SchemaProblem } from './ajv.ts'
export type * from './generated/test-definition.ts'
export type { AssessmentResult, DimensionResult, SubscaleResult } from './generated/assessment-result.ts'
export type { Answers, Answer } from './generated/answers.ts'
export type { CategoryCatalogue, Category } from './generated/categories.ts'
export type { ServiceCatalogue, Service } from './generated/services.ts'
export type { WellnessPackageCatalogue, WellnessPackage, Price, SinglePrice, PriceBySex, LabTest, Insurer } from './generated/wellness-packages.ts'
export type {
  SiteContent,
  HomePage,
  PhoneNumber,
  SocialLink,
  LinkButton,
  Step,
  Benefit,
  TrustCard,
  PopularTest,
  ServiceCard,
  Testimonial,
  Faq,
  PartnerLogo,
} from './generated/site.ts'
export type { CrisisContactList, CrisisContact, CrisisNumber, CrisisCardCopy } from './generated/crisis-contacts.ts'
