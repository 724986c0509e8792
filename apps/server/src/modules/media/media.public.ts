/**
 * What other modules may use of the media module's storage: finding one of the user's own images by its key (a
 * creative saved onto an ad must be the user's media). Uploads and serving go through the media routes.
 */
export { findOwnedMediaByKey } from './media.repo';
