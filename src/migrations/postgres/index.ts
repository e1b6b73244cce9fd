import * as migration_20261122_183500_initial from './20261122_183500_initial';

export const migrations = [
  {
    up: migration_20261122_183500_initial.up,
    down: migration_20261122_183500_initial.down,
    name: '20261122_183500_initial'
  },
];
