import { nodeText, type CheerioAPI, type Element } from './dom';

/**
 * A heading over the towns a business serves, in the languages of the corpus and beyond: "Areas we serve",
 * "Service areas", "Locations we serve", "Einzugsgebiet", "Zones d'intervention", "Zonas de cobertura", "Werkgebied".
 */
const SERVICE_AREA_HEADING =
  /^(?:(?:the\s+|our\s+)?areas?\s+(?:we\s+)?(?:serve|served|cover|covered)|(?:our\s+)?service\s+areas?|(?:cities|towns|neighbou?rhoods|locations|communities|regions)\s+(?:we\s+)?(?:serve|served|cover)|where\s+we\s+work|einzugsgebiet|einsatzgebiet|servicegebiet|unsere\s+standorte|zones?\s+d['’]intervention|secteurs?\s+d['’]intervention|zonas?\s+(?:de\s+)?(?:servicio|cobertura|actuaci[oó]n)|zone\s+(?:servite|di\s+intervento)|werkgebied|servicegebied|obszar\s+działania|obsługiwane\s+miejscowości)\b/iu;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/**
 * The links listed under service-area headings, up to the next heading of the same or a higher level. Only
 * cheerio's traversal is used, so the crawl engine's own cheerio (Crawlee's copy) can be passed too.
 */
export function serviceAreaLinks($: CheerioAPI): Set<Element> {
  const found = new Set<Element>();
  $(HEADINGS).each((_, heading) => {
    if (!SERVICE_AREA_HEADING.test(nodeText(heading, undefined, 200))) return;
    const level = Number(heading.tagName.slice(1));
    for (const sibling of $(heading).nextAll().toArray()) {
      const node = $(sibling);
      const closing = node
        .find(HEADINGS)
        .addBack(HEADINGS)
        .toArray()
        .some((el) => Number((el as Element).tagName.slice(1)) <= level);
      if (closing) break;
      node
        .find('a[href]')
        .addBack('a[href]')
        .each((__, link) => {
          found.add(link as Element);
        });
    }
  });
  return found;
}
