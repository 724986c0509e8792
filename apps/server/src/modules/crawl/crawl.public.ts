/**
 * What other modules may use of the crawl module's storage: reads of a stored crawl (its pages, offerings, logs
 * and processes) for the profile, the story facts and the admin area, and the two writes the admin's Process
 * Manager makes when it terminates a crawl. Anything else goes through crawl.service.
 */
export {
  findCrawlById,
  findProcess,
  listLogs,
  listOfferings,
  listPages,
  listProcesses,
  transitionCrawl,
  updateCrawl,
} from './crawl.repo';
