// Files of every service (DESIGN §8, decision 0033): one store interface on local disk or an S3-compatible bucket,
// image intake with sharp, and the route that serves image sizes.
export { FileStoreError, type FileStore, type FileStoreErrorCode, type StoredFile } from './file-store';
export {
  CONTENT_TYPES,
  GENERATED_FILE_NAME,
  InvalidKeyError,
  KEY_MAX_LENGTH,
  checkedKey,
  contentTypeOf,
  isValidKey,
  newFileName,
  type FileContentType,
  type FileExtension,
} from './keys';
export { createDiskFileStore } from './disk-store';
export { createS3FileStore, type S3FileStore, type S3FileStoreOptions } from './s3-store';
export {
  FILE_STORE_SETTINGS,
  createFileStore,
  loadFileStoreConfig,
  type FileStoreConfig,
  type FileStoreConfigOptions,
} from './config';
export {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_REFUSAL_MESSAGES,
  IMAGE_SIZES,
  acceptImage,
  sniffImage,
  type AcceptImageOptions,
  type ImageIntake,
  type ImageRefusal,
  type ImageSizes,
  type ImageVariant,
} from './images';
export { deleteImage, imageKey, storeImage } from './image-files';
export { imageRoutes, type ImageRouteOptions } from './image-routes';
