import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, chunkReloadScript, installChunkReload } from './chunk-reload'

/** A window with listeners we can call, session storage and a location whose reload we count. */
function fakeWindow(path = '/producten/1', storage: Map<string, string> | null = new Map()) {
  const listeners: Record<string, (event: unknown) => void> = {}
  const reload = vi.fn()
  const w = {
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    sessionStorage: storage
      ? { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) }
      : {
          getItem: () => {
            throw new Error('SecurityError')
          },
          setItem: () => {},
        },
    location: { pathname: path, reload },
  }
  installChunkReload(w as never, CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY)
  const scriptFails = (src = '/_next/static/chunks/app-123.js') => listeners.error!({ target: { tagName: 'SCRIPT', src } })
  return { w, listeners, reload, scriptFails }
}

describe('installChunkReload', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('reloads once when an app script fails, and not again within 10 s on the same path', () => {
    const storage = new Map<string, string>()
    const { reload, scriptFails } = fakeWindow('/producten/1', storage)
    scriptFails()
    expect(reload).toHaveBeenCalledTimes(1)
    // After the reload the page (a new window with the same session storage) fails again.
    const again = fakeWindow('/producten/1', storage)
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1)
    again.scriptFails()
    expect(again.reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    again.scriptFails()
    expect(again.reload).toHaveBeenCalledTimes(1)
  })

  it('guards per path', () => {
    const storage = new Map<string, string>()
    fakeWindow('/a', storage).scriptFails()
    const b = fakeWindow('/b', storage)
    b.scriptFails()
    expect(b.reload).toHaveBeenCalledTimes(1)
  })

  it('reacts to failed stylesheets and chunk-load rejections, not to other errors', () => {
    const { listeners, reload } = fakeWindow()
    listeners.error!({ target: { tagName: 'IMG', src: '/_next/static/media/x.png' } })
    listeners.error!({ target: { tagName: 'SCRIPT', src: 'https://elders.example.com/widget.js' } })
    listeners.error!({ target: { tagName: 'LINK', rel: 'prefetch', href: '/_next/static/chunks/x.js' } })
    listeners.error!({ target: null, error: new TypeError('x is undefined') })
    listeners.unhandledrejection!({ reason: new Error('Network request failed') })
    expect(reload).not.toHaveBeenCalled()
    listeners.error!({ target: { tagName: 'LINK', rel: 'stylesheet', href: '/_next/static/chunks/a.css' } })
    expect(reload).toHaveBeenCalledTimes(1)

    for (const reason of [
      Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
      new Error('Failed to load chunk /_next/static/chunks/x.js from module 1'),
      new TypeError('Failed to fetch dynamically imported module: /x.js'),
    ]) {
      const f = fakeWindow('/p' + Math.random())
      f.listeners.unhandledrejection!({ reason })
      expect(f.reload).toHaveBeenCalledTimes(1)
    }
  })

  it('reloads when the app has not started by the time the page has loaded (a chunk failed before the listener)', () => {
    const booted = fakeWindow('/a')
    ;(booted.w as { next?: unknown }).next = { version: '16' }
    booted.listeners.load!({})
    vi.runAllTimers()
    expect(booted.reload).not.toHaveBeenCalled()
    const dead = fakeWindow('/b')
    dead.listeners.load!({})
    vi.runAllTimers()
    expect(dead.reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads without session storage (no guard, so no loop)', () => {
    const { reload, scriptFails } = fakeWindow('/x', null)
    scriptFails()
    expect(reload).not.toHaveBeenCalled()
  })

  it('is a self-contained inline script', () => {
    const storage = new Map<string, string>()
    const reload = vi.fn()
    const listeners: Record<string, (e: unknown) => void> = {}
    const window = {
      addEventListener: (t: string, fn: (e: unknown) => void) => (listeners[t] = fn),
      sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
      location: { pathname: '/', reload },
    }
    new Function('window', chunkReloadScript())(window)
    listeners.error!({ target: { tagName: 'SCRIPT', src: '/_next/static/chunks/main.js' } })
    expect(reload).toHaveBeenCalledTimes(1)
    expect([...storage.keys()]).toEqual(['kk:chunk-reload:/'])
  })
})
