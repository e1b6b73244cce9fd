import * as migration_20261122_183443_initial from './20261122_183443_initial';

export const migrations = [
  {
    up: migration_20261122_183443_initial.up,
    down: migration_20261122_183443_initial.down,
    name: '20261122_183443_initial'
  },
];
