import { defineConfig } from 'vitest/config'
import path from 'node:path'

const alias = {
  '@': path.resolve(__dirname, 'src'),
  '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
  // Server-only guards are meant for the Next bundler; in Node tests they are no-ops.
  'server-only': path.resolve(__dirname, 'tests/support/empty.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Vitest's default is one worker fewer than the cores: one on this 2-core machine, where the
          // sommelier's policy and classifier files alone take minutes each. Both cores, side by side.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          // next-intl's ESM imports `next/server` without extension; Vite resolves it, Node's ESM loader does not.
          server: { deps: { inline: ['next-intl'] } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Every file has its own process and database (setup.ts), so two run side by side.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          // Two instances behind HAProxy with Postgres, Redis and S3 (scripts/cluster.mjs); needs a build, so minutes.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          globalSetup: ['tests/cluster/rig.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
