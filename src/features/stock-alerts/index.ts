/** Back-in-stock alerts: the form on a sold-out wine, the confirmation page's action, and the mail when stock returns. */
export { StockAlertForm } from './StockAlertForm'
export { confirmStockAlertAction } from './actions'
