import * as migration_20261122_183500_initial from './20261122_183500_initial';
import * as migration_20261122_185137_rate_limit_windows from './20261122_185137_rate_limit_windows';
import * as migration_20261123_071838_discount_and_reviews from './20261123_071838_discount_and_reviews';

export const migrations = [
  {
    up: migration_20261122_183500_initial.up,
    down: migration_20261122_183500_initial.down,
    name: '20261122_183500_initial',
  },
  {
    up: migration_20261122_185137_rate_limit_windows.up,
    down: migration_20261122_185137_rate_limit_windows.down,
    name: '20261122_185137_rate_limit_windows',
  },
  {
    up: migration_20261123_071838_discount_and_reviews.up,
    down: migration_20261123_071838_discount_and_reviews.down,
    name: '20261123_071838_discount_and_reviews'
  },
];
