/** Builds: the hourly newer-build check and the guarded reload after a failed chunk (spec §4, §8). */
export { BuildWatcher } from './LazyBuildWatcher'
export { chunkReloadScript, CHUNK_RELOAD_GUARD_MS } from './chunk-reload'
export { BUILD_CHECK_INTERVAL_MS, FIRST_BUILD_CHECK_MS } from './check'
