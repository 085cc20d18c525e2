/** Wellness packages: list, detail, and the free sample collection page. */
export { WellnessListPage } from './wellness-list-page.tsx'
export { WellnessDetailPage } from './wellness-detail-page.tsx'
export { FreeSampleCollectionPage } from './free-sample-collection-page.tsx'
