/**
 * Loaded into the bench's server only (`npm run bench` sets NODE_OPTIONS=--expose-gc --require this):
 * on SIGUSR2 it prints the process's memory before and after a full garbage collection, so the bench
 * can report both what the server holds (RSS, with V8's lazy collection) and what it needs.
 */
process.on('SIGUSR2', () => {
  const mib = (n) => Math.round(n / 1048576)
  const before = process.memoryUsage()
  globalThis.gc?.()
  globalThis.gc?.()
  const after = process.memoryUsage()
  console.log(
    `[bench-memory] ${JSON.stringify({ rssMiB: mib(before.rss), afterGcRssMiB: mib(after.rss), afterGcHeapUsedMiB: mib(after.heapUsed), afterGcExternalMiB: mib(after.external) })}`,
  )
})
