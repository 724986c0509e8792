/**
 * What other modules may use of the campaigns module's storage: whether a saved ad shows an image (the media module
 * keeps such an image from being deleted). Campaigns themselves go through the campaigns routes and use cases.
 */
export { isMediaUrlInSavedAd } from './campaigns.repo';
