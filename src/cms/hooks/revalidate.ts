import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { refreshTags } from '../../lib/cache-tags'

export { refreshTags }

export const refreshCollection =
  (tag: string): CollectionAfterChangeHook =>
  ({ doc }) => {
    refreshTags([tag])
    return doc
  }

export const refreshCollectionOnDelete =
  (tag: string): CollectionAfterDeleteHook =>
  ({ doc }) => {
    refreshTags([tag])
    return doc
  }

export const refreshGlobal =
  (tag: string): GlobalAfterChangeHook =>
  ({ doc }) => {
    refreshTags([tag])
    return doc
  }
