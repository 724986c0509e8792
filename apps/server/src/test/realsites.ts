/**
 * The static copies of real business websites in ../shared/realsites (next to the repository, or REALSITES_DIR),
 * served on 127.0.0.1 for tests, with their hand-labelled truth.json: one implementation, in the fixtures package.
 */
export {
  readRealSiteTruth,
  realSitesAvailable,
  realSitesDir,
  startRealSite,
  type RealSite,
  type RealSiteTruth,
} from '@adsmith/fixtures/realsites';

/** The labelled sites the server's tests go through one by one. */
export const realSiteNames = [
  'amina',
  'arrow-driving',
  'bazaskate',
  'mlgfix',
  'paopazi-lash',
  'restaurant-do',
  'schutzmaskekaufen',
] as const;
export type RealSiteName = (typeof realSiteNames)[number];
