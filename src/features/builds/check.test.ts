import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILD_CHECK_INTERVAL_MS, buildIdFrom, FIRST_BUILD_CHECK_MS, isNewerBuild, startBuildCheck } from './check'

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
