/** The offline feature: replaces the screen while the browser is offline, reloads when it comes back. */
export { OnlineStatus } from './online-status.tsx'
export { OfflinePage, ReloadingNotice, RELOADING_DOTS_INTERVAL_MS, STILL_OFFLINE_TEXT } from './offline-page.tsx'
