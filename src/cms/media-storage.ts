import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { Env } from '../lib/env'
import { s3ClientConfig } from '../lib/s3'

/**
 * Where uploaded images live: MEDIA_DIR on this machine (the default), or an S3-compatible bucket
 * when S3_BUCKET is set, so every instance behind a load balancer serves the same files
 * (docs/deployment.md). Either way the shop asks Payload for `/api/media/file/{name}` and the image
 * endpoint resizes from there, so pages and image URLs do not change with the storage.
 *
 * The plugin is always installed, enabled only with a bucket: `alwaysInsertFields` keeps its `prefix`
 * column in the schema in both cases, so one set of migrations serves both.
 */
export function mediaStorage(config: Env): Plugin {
  return s3Storage({
    enabled: Boolean(config.S3_BUCKET),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: config.S3_BUCKET ?? 'unused',
    config: s3ClientConfig(config),
  })
}
