/**
 * Back-in-stock alerts: the form on a sold-out wine, the confirmation page's action, and the mail when a
 * wine is for sale again (`notifyIfBackForSale`: after a stock save, and after checkout gives bottles back).
 */
export { StockAlertForm } from './StockAlertForm'
export { confirmStockAlertAction } from './actions'
export { notifyIfBackForSale } from './service'
