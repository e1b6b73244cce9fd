import { beforeAll } from 'vitest'; beforeAll(() => {})
