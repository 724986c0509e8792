/**
 * What other modules may use of the crawl module's storage: reads of a stored crawl (its pages, offerings, logs
 * and processes) for the profile, the story facts, the creatives' site pictures, the export's display link and the
 * admin area, the two writes the admin's Process Manager makes when it terminates a crawl, and the profile's
 * relabelling of the offerings' currency once it has settled the site's. Anything else goes through crawl.service.
 */
export {
  findCrawlById,
  findProcess,
  listLogs,
  listOfferings,
  listPageImages,
  listPageTexts,
  listPages,
  listProcesses,
  relabelOfferingCurrency,
  transitionCrawl,
  updateCrawl,
} from './crawl.repo';
