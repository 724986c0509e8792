import path from 'node:path';
import type { Config } from '../../../config/env';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'MEDIA_STORAGE'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The media storage the configuration asks for: DATA_DIR/media by default, an S3-compatible bucket with
 * MEDIA_STORAGE=s3. The AWS SDK is loaded only then: it is large and warns about Node versions at import.
 */
export async function createMediaStorage(config: StorageConfig): Promise<MediaStorage> {
  if (config.MEDIA_STORAGE === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'media'));
}
