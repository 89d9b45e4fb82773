export * from './storage.js';
export { LocalFileStorage, LOCAL_DOWNLOAD_PATH, localFileStorage } from './local-storage.js';
export { S3FileStorage, s3StorageFromConfig, type S3Options } from './s3-storage.js';
