/**
 * The worker's registration as a page sees it: a new version is offered only when it waits behind
 * a worker that controls the page (the first install is not an update), and accepting sends
 * SKIP_WAITING to the worker waiting at that moment, then reloads once it has taken over.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerOfflineWorker, serviceWorkerUrl, SKIP_WAITING, type UpdateWaiting } from './register.ts'

type FakeWorker = EventTarget & { state: string; postMessage: ReturnType<typeof vi.fn> }

function fakeWorker(state: string): FakeWorker {
  return Object.assign(new EventTarget(), { state, postMessage: vi.fn() })
}

/** navigator.serviceWorker with one registration; `controlled` says whether a worker controls the page. */
function fakeContainer(controlled: boolean, waiting: FakeWorker | null = null) {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as FakeWorker | null })
  const container = Object.assign(new EventTarget(), { controller: controlled ? fakeWorker('activated') : null, register: vi.fn(async () => registration) })
  vi.stubGlobal('navigator', { serviceWorker: container })
  /** A new version found: it installs and waits. */
  const install = () => {
    const worker = fakeWorker('installing')
    registration.installing = worker
    registration.dispatchEvent(new Event('updatefound'))
    worker.state = 'installed'
    registration.installing = null
    registration.waiting = worker
    worker.dispatchEvent(new Event('statechange'))
    return worker
  }
  return { container, registration, install }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('registerOfflineWorker', () => {
  it('registers the worker at the site root, and offers nothing on the first install', async () => {
    const { container, install } = fakeContainer(false)
    const offers: UpdateWaiting[] = []
    await registerOfflineWorker((update) => offers.push(update))
    expect(container.register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' })
    install()
    expect(offers).toHaveLength(0)
  })

  it('offers a version already waiting when the page opens, and one found later', async () => {
    const { install } = fakeContainer(true, fakeWorker('installed'))
    const offers: UpdateWaiting[] = []
    await registerOfflineWorker((update) => offers.push(update))
    expect(offers).toHaveLength(1)
    install()
    expect(offers).toHaveLength(2)
  })

  it('offers a version the browser found before the page registered, once it has installed', async () => {
    const { registration } = fakeContainer(true)
    const installing = fakeWorker('installing')
    registration.installing = installing
    const offers: UpdateWaiting[] = []
    await registerOfflineWorker((update) => offers.push(update))
    expect(offers).toHaveLength(0)
    installing.state = 'installed'
    registration.installing = null
    registration.waiting = installing
    installing.dispatchEvent(new Event('statechange'))
    expect(offers).toHaveLength(1)
  })

  it('on accept, tells the worker waiting now to take over, and reloads only once it has', async () => {
    const { container, install } = fakeContainer(true)
    const offers: UpdateWaiting[] = []
    await registerOfflineWorker((update) => offers.push(update))
    const offered = install()
    const newer = install()
    const reload = vi.fn()
    vi.stubGlobal('window', { location: { reload } })
    offers[0]!.accept()
    expect(newer.postMessage).toHaveBeenCalledWith(SKIP_WAITING)
    expect(offered.postMessage).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
