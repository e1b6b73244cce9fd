import next from 'eslint-config-next'

export default [
  { ignores: ['.next/**', 'node_modules/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  ...next,
]
