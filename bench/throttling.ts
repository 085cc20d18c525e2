/**
 * The anchor's conditions (issue 8): a low-end phone on a slow mobile network, emulated in
 * Chromium through the DevTools protocol: CPU slowed 4x, 150 ms latency, 1.6 Mbps down, 750 kbps up.
 */
import type { Page } from 'playwright-core'

export const slowPhone = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 } as const

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: (slowPhone.downloadKbps * 1000) / 8,
    uploadThroughput: (slowPhone.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown })
}
