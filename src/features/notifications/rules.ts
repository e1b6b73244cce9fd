/** Notifications (spec §9): shown 4000 ms by default; 0 keeps a dismissible one until it is closed. Pure. */
export const DEFAULT_NOTIFICATION_MS = 4000

export type NotificationType = 'error' | 'warning' | 'info' | 'success'

export type NotificationInput = { type: NotificationType; message: string; duration?: number; dismissible?: boolean }
export type ShownNotification = Required<NotificationInput> & { id: number }

/** After how many ms it goes away by itself; null when it stays until dismissed. */
export function autoDismissAfter({ duration, dismissible }: Pick<NotificationInput, 'duration' | 'dismissible'>): number | null {
  const ms = duration === undefined || !Number.isFinite(duration) || duration < 0 ? DEFAULT_NOTIFICATION_MS : duration
  if (ms === 0) return dismissible ? null : DEFAULT_NOTIFICATION_MS
  return ms
}

let nextId = 0
export function toShown(input: NotificationInput): ShownNotification {
  return {
    id: ++nextId,
    type: input.type,
    message: input.message,
    duration: input.duration ?? DEFAULT_NOTIFICATION_MS,
    dismissible: input.dismissible ?? true,
  }
}

/** A second identical message replaces the first instead of stacking up. */
export function addNotification(list: readonly ShownNotification[], shown: ShownNotification, max = 3): ShownNotification[] {
  return [...list.filter((n) => n.message !== shown.message), shown].slice(-max)
}
