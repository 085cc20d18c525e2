/** The offline feature: replaces the screen while the browser is offline (unless the screen stays), reloads when it comes back. */
export { OnlineStatus, StaysOnScreenOffline } from './online-status.tsx'
export { OFFLINE_NOTICE_TEXT, OfflinePage, ReloadingNotice, RELOADING_DOTS_INTERVAL_MS, STILL_OFFLINE_TEXT } from './offline-page.tsx'
