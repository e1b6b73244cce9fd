import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Env } from './env'

/** The S3 client settings from S3_* (docs/deployment.md); the media storage and the health check share them. */
export function s3ClientConfig(config: Env): S3ClientConfig {
  return {
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers store the newer
    // streaming-checksum framing as part of the file instead of reading it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}
