import next from 'eslint-config-next'

const config = [
  { ignores: ['.next/**', 'node_modules/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/**', 'test-results/**', 'playwright-report/**', 'data/**', 'tmp/**', '.next-e2e/**', '.next-bench/**', '.next-analyze/**', '.next-*/**', 'bench-results/**'] },
  ...next,
]

export default config
