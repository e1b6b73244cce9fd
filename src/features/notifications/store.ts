'use client'
import { create } from 'zustand'
import { addNotification, toShown, type NotificationInput, type ShownNotification } from './rules'

type NotificationState = { list: ShownNotification[]; dismiss: (id: number) => void }

export const useNotifications = create<NotificationState>()((set) => ({
  list: [],
  dismiss: (id) => set((s) => ({ list: s.list.filter((n) => n.id !== id) })),
}))

/** Shows a notification anywhere in the shop; returns its id. */
export function notify(input: NotificationInput): number {
  const shown = toShown(input)
  useNotifications.setState((s) => ({ list: addNotification(s.list, shown) }))
  return shown.id
}
