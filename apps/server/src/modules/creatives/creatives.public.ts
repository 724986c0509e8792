/**
 * What other modules may use of the creatives module's storage: the placements of a creative by the key of its image
 * (the export bundle adds the other ratios beside each ad's image). Generating and saving go through the creatives
 * routes and use cases.
 */
export { findPlacementsOfImage } from './creatives.repo';
