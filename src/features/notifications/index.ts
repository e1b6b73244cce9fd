/** Notifications: pure rules, the store, and the list that shows them. */
export * from './rules'
export { notify, useNotifications } from './store'
export { NotificationList } from './NotificationList'
