import fs from 'node:fs'
import next from 'eslint-config-next'
import { featureSurfaceZones } from './src/features/entry-points.mjs'

// Framework parts the storefront replaces on purpose (docs/architecture.md, "Performance choices"):
// lint says so where a newcomer would reach for them, instead of their code quietly behaving otherwise.
const REPLACED_FRAMEWORK_PARTS = [
  {
    name: 'next/link',
    message:
      'Storefront links are plain <a>: layout/ClientNavigation turns their clicks into client navigation (next/link cost 2.7 KiB gz on every page, measured 2026-11-26; docs/architecture.md).',
  },
  {
    name: 'next/dynamic',
    message:
      'Load a part later with lib/island.tsx (React.lazy); next/dynamic added 1.3 KiB gz to every page, measured 2026-11-26 (docs/architecture.md).',
  },
  {
    name: 'next-intl',
    importNames: ['useTranslations', 'useLocale', 'useFormatter', 'useMessages', 'NextIntlClientProvider'],
    message:
      "Client components take their texts from '@/i18n/client' (messages compiled on the server); next-intl's client runtime is 11 KiB gz, measured 2026-11-26 (docs/architecture.md). Server components use 'next-intl/server'.",
  },
]

const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'tmp/**',
      '.next-e2e/**',
      '.next-bench/**',
      '.next-analyze/**',
      '.next-*/**',
      'bench-results/**',
    ],
  },
  ...next,
  // The layers of docs/architecture.md, enforced: lib/ is below every feature and the CMS, and
  // nothing below app/ reaches up into a route. (Static imports; a dynamic import() is not checked.)
  {
    files: ['src/lib/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '@/features/**', '**/cms/**', '@/cms/**', '**/app/**', '@/app/**'],
              message:
                'lib/ imports no feature, CMS code or route (docs/architecture.md): move the code into the feature, or let the caller pass in what lib needs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**'],
    // A test may read the seed's data to check a feature against it.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REPLACED_FRAMEWORK_PARTS,
          patterns: [
            {
              group: ['**/app/**', '@/app/**'],
              message: 'Routes (src/app) sit on top: features never import them (docs/architecture.md).',
            },
            {
              group: ['**/cms/**', '@/cms/**'],
              message:
                'The CMS imports features, not the other way round (docs/architecture.md): keep the vocabulary in the feature and let cms/ read it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/(shop)/**'],
    rules: { 'no-restricted-imports': ['error', { paths: REPLACED_FRAMEWORK_PARTS }] },
  },
  {
    files: ['src/cms/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '@/app/**'],
              message: 'Routes (src/app) sit on top: the CMS never imports them (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  // Features expose a small surface (src/features/entry-points.mjs); everything else is theirs alone.
  {
    files: ['src/**'],
    // A test may reach into its own feature's neighbours to check them against each other.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones: featureSurfaceZones(FEATURES) }] },
  },
  // No module may take part in a cycle of static imports. A cycle through an `await import()` made at
  // call time (the Payload config's jobs load the checkout when they run) is allowed: nothing in it is
  // evaluated half-loaded.
  {
    files: ['src/**/*.{ts,tsx,mjs}', 'scripts/**/*.{ts,mjs}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
]

export default config
