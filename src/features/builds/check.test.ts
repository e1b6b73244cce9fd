import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILD_CHECK_INTERVAL_MS, buildIdFrom, FIRST_BUILD_CHECK_MS, isFullLoadCandidate, isNewerBuild, startBuildCheck } from './check'

describe('isNewerBuild', () => {
  it('is true only for another, non-empty build id', () => {
    expect(isNewerBuild('abc', 'def')).toBe(true)
    expect(isNewerBuild('abc', 'abc')).toBe(false)
    expect(isNewerBuild('abc', '')).toBe(false)
    expect(isNewerBuild('abc', null)).toBe(false)
    expect(buildIdFrom({ buildId: 'x1' })).toBe('x1')
    expect(buildIdFrom({ buildId: 3 })).toBeNull()
    expect(buildIdFrom(null)).toBeNull()
  })
})

describe('startBuildCheck', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('checks 1 s after load, then every hour, and reports a newer build once', async () => {
    const answers = ['b1', 'b1', 'b2', 'b3']
    const fetchLatest = vi.fn(async () => answers.shift() ?? null)
    const onNewer = vi.fn()
    startBuildCheck({ current: 'b1', fetchLatest, onNewer })
    await vi.advanceTimersByTimeAsync(FIRST_BUILD_CHECK_MS - 1)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    expect(onNewer).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
    expect(onNewer).toHaveBeenCalledExactlyOnceWith('b2')
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3)
    expect(fetchLatest).toHaveBeenCalledTimes(3)
  })

  it('tries again an hour after a failed check, and stops when asked', async () => {
    const fetchLatest = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('b1')
    const stop = startBuildCheck({ current: 'b1', fetchLatest, onNewer: vi.fn() })
    await vi.advanceTimersByTimeAsync(FIRST_BUILD_CHECK_MS + BUILD_CHECK_INTERVAL_MS)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
  })
})

describe('isFullLoadCandidate', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
  const here = { href: 'https://shop.nl/wijnwijzer?x=1', origin: 'https://shop.nl' }
  const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...extra })

  it('takes plain clicks on links to other pages of the shop', () => {
    expect(isFullLoadCandidate(plain, link('/producten/123'), here)).toBe(true)
    expect(isFullLoadCandidate(plain, link('https://shop.nl/'), here)).toBe(true)
    expect(isFullLoadCandidate(plain, link('/wijnwijzer?x=2'), here)).toBe(true)
  })

  it('leaves new tabs, other sites, downloads, handled clicks and in-page anchors alone', () => {
    expect(isFullLoadCandidate({ ...plain, ctrlKey: true }, link('/x'), here)).toBe(false)
    expect(isFullLoadCandidate({ ...plain, button: 1 }, link('/x'), here)).toBe(false)
    expect(isFullLoadCandidate({ ...plain, defaultPrevented: true }, link('/x'), here)).toBe(false)
    expect(isFullLoadCandidate(plain, link('/x', { target: '_blank' }), here)).toBe(false)
    expect(isFullLoadCandidate(plain, link('/x.pdf', { download: true }), here)).toBe(false)
    expect(isFullLoadCandidate(plain, link('https://www.instagram.com/kk'), here)).toBe(false)
    expect(isFullLoadCandidate(plain, link('/wijnwijzer?x=1#top'), here)).toBe(false)
  })
})
