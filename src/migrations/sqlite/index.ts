import * as migration_20261122_183443_initial from './20261122_183443_initial';
import * as migration_20261122_185146_rate_limit_windows from './20261122_185146_rate_limit_windows';
import * as migration_20261123_081653_checkout_consent from './20261123_081653_checkout_consent';
import * as migration_20261123_081834_discount_reviews from './20261123_081834_discount_reviews';
import * as migration_20261123_210958_security_roles_limits from './20261123_210958_security_roles_limits';
import * as migration_20261124_061807_catalog_sale_price from './20261124_061807_catalog_sale_price';
import * as migration_20261124_113531_go_live_checklist from './20261124_113531_go_live_checklist';
import * as migration_20261124_114333_newsletter from './20261124_114333_newsletter';
import * as migration_20261124_123436_withdrawal_name from './20261124_123436_withdrawal_name';
import * as migration_20261124_131113_stock_alerts from './20261124_131113_stock_alerts';
import * as migration_20261125_174144_catalog_bottle_price from './20261125_174144_catalog_bottle_price';
import * as migration_20261125_201649_media_storage_prefix from './20261125_201649_media_storage_prefix';
import * as migration_20261126_015051_waine_dishes from './20261126_015051_waine_dishes';

export const migrations = [
  {
    up: migration_20261122_183443_initial.up,
    down: migration_20261122_183443_initial.down,
    name: '20261122_183443_initial',
  },
  {
    up: migration_20261122_185146_rate_limit_windows.up,
    down: migration_20261122_185146_rate_limit_windows.down,
    name: '20261122_185146_rate_limit_windows',
  },
  {
    up: migration_20261123_081653_checkout_consent.up,
    down: migration_20261123_081653_checkout_consent.down,
    name: '20261123_081653_checkout_consent',
  },
  {
    up: migration_20261123_081834_discount_reviews.up,
    down: migration_20261123_081834_discount_reviews.down,
    name: '20261123_081834_discount_reviews',
  },
  {
    up: migration_20261123_210958_security_roles_limits.up,
    down: migration_20261123_210958_security_roles_limits.down,
    name: '20261123_210958_security_roles_limits',
  },
  {
    up: migration_20261124_061807_catalog_sale_price.up,
    down: migration_20261124_061807_catalog_sale_price.down,
    name: '20261124_061807_catalog_sale_price',
  },
  {
    up: migration_20261124_113531_go_live_checklist.up,
    down: migration_20261124_113531_go_live_checklist.down,
    name: '20261124_113531_go_live_checklist',
  },
  {
    up: migration_20261124_114333_newsletter.up,
    down: migration_20261124_114333_newsletter.down,
    name: '20261124_114333_newsletter',
  },
  {
    up: migration_20261124_123436_withdrawal_name.up,
    down: migration_20261124_123436_withdrawal_name.down,
    name: '20261124_123436_withdrawal_name',
  },
  {
    up: migration_20261124_131113_stock_alerts.up,
    down: migration_20261124_131113_stock_alerts.down,
    name: '20261124_131113_stock_alerts',
  },
  {
    up: migration_20261125_174144_catalog_bottle_price.up,
    down: migration_20261125_174144_catalog_bottle_price.down,
    name: '20261125_174144_catalog_bottle_price',
  },
  {
    up: migration_20261125_201649_media_storage_prefix.up,
    down: migration_20261125_201649_media_storage_prefix.down,
    name: '20261125_201649_media_storage_prefix',
  },
  {
    up: migration_20261126_015051_waine_dishes.up,
    down: migration_20261126_015051_waine_dishes.down,
    name: '20261126_015051_waine_dishes'
  },
];
