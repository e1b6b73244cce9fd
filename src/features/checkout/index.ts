/** Checkout: pricing, orders, payment providers, withdrawals. Server code except the pure rules. */
export * from './order-state'
export * from './pricing'
export * from './mail-text'
