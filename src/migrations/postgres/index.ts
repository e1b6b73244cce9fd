import * as migration_20261122_183500_initial from './20261122_183500_initial';
import * as migration_20261122_185137_rate_limit_windows from './20261122_185137_rate_limit_windows';
import * as migration_20261123_081700_checkout_consent from './20261123_081700_checkout_consent';
import * as migration_20261123_081841_discount_reviews from './20261123_081841_discount_reviews';
import * as migration_20261123_211010_security_roles_limits from './20261123_211010_security_roles_limits';
import * as migration_20261124_061811_catalog_sale_price from './20261124_061811_catalog_sale_price';
import * as migration_20261124_113535_go_live_checklist from './20261124_113535_go_live_checklist';
import * as migration_20261124_114339_newsletter from './20261124_114339_newsletter';
import * as migration_20261124_114502_newsletter_housekeeping from './20261124_114502_newsletter_housekeeping';
import * as migration_20261124_123440_withdrawal_name from './20261124_123440_withdrawal_name';
import * as migration_20261124_131117_stock_alerts from './20261124_131117_stock_alerts';
import * as migration_20261125_174149_catalog_bottle_price from './20261125_174149_catalog_bottle_price';
import * as migration_20261125_201653_media_storage_prefix from './20261125_201653_media_storage_prefix';
import * as migration_20261126_015057_waine_dishes from './20261126_015057_waine_dishes';

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
    up: migration_20261123_081700_checkout_consent.up,
    down: migration_20261123_081700_checkout_consent.down,
    name: '20261123_081700_checkout_consent',
  },
  {
    up: migration_20261123_081841_discount_reviews.up,
    down: migration_20261123_081841_discount_reviews.down,
    name: '20261123_081841_discount_reviews',
  },
  {
    up: migration_20261123_211010_security_roles_limits.up,
    down: migration_20261123_211010_security_roles_limits.down,
    name: '20261123_211010_security_roles_limits',
  },
  {
    up: migration_20261124_061811_catalog_sale_price.up,
    down: migration_20261124_061811_catalog_sale_price.down,
    name: '20261124_061811_catalog_sale_price',
  },
  {
    up: migration_20261124_113535_go_live_checklist.up,
    down: migration_20261124_113535_go_live_checklist.down,
    name: '20261124_113535_go_live_checklist',
  },
  {
    up: migration_20261124_114339_newsletter.up,
    down: migration_20261124_114339_newsletter.down,
    name: '20261124_114339_newsletter',
  },
  {
    up: migration_20261124_114502_newsletter_housekeeping.up,
    down: migration_20261124_114502_newsletter_housekeeping.down,
    name: '20261124_114502_newsletter_housekeeping',
  },
  {
    up: migration_20261124_123440_withdrawal_name.up,
    down: migration_20261124_123440_withdrawal_name.down,
    name: '20261124_123440_withdrawal_name',
  },
  {
    up: migration_20261124_131117_stock_alerts.up,
    down: migration_20261124_131117_stock_alerts.down,
    name: '20261124_131117_stock_alerts',
  },
  {
    up: migration_20261125_174149_catalog_bottle_price.up,
    down: migration_20261125_174149_catalog_bottle_price.down,
    name: '20261125_174149_catalog_bottle_price',
  },
  {
    up: migration_20261125_201653_media_storage_prefix.up,
    down: migration_20261125_201653_media_storage_prefix.down,
    name: '20261125_201653_media_storage_prefix',
  },
  {
    up: migration_20261126_015057_waine_dishes.up,
    down: migration_20261126_015057_waine_dishes.down,
    name: '20261126_015057_waine_dishes'
  },
];
