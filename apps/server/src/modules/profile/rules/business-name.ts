import type { SourcedText } from '@adsmith/domain/profile/schemas';
import type { BrandSignals } from '../../crawl/crawl.types';
import { parse as parseHost } from 'tldts';
import { COUNTRY_NAMES } from './places';
import { foldWords, quoteAround, type ReadPage } from './page-lines';

/**
 * The business's name by agreement across pages (issue 23, item 2). The places a site names itself each propose
 * names — schema.org Organization/LocalBusiness, og:site_name, the segments of the page titles, the copyright line,
 * the first line of the header — and every place votes for each proposal it contains (compared without case, accents,
 * punctuation, spaces and legal suffixes, word by word: "BRÜCKE FIX Dubai" contains "Brückefix", "Lindenhof" does not
 * contain "Linden"). The proposal most places agree on wins. Never proposed: an image's alt text, a file or a
 * slug, a town or an address line.
 */

type Place = 'schema_org' | 'site_name' | 'title' | 'copyright' | 'header' | 'text' | 'domain';

/** How much each kind of place weighs when it contains a proposal (its share of pages or nodes times this). */
const WEIGHT: Record<Place, number> = {
  schema_org: 3,
  site_name: 3,
  title: 2,
  copyright: 2,
  header: 1.5,
  text: 1,
  domain: 3,
};

/** Mail services whose addresses say the business's name in their local part ("rosashaarstudio@gmail.com"). */
const FREE_MAIL =
  /^(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|gmx|web|t-online|freenet|mail|yandex|ya|rambler|bk|list|inbox|wp|onet|o2|interia|seznam|volny|centrum|email|libero|virgilio|tiscali|alice|orange|free|laposte|wanadoo|sfr|telefonica|terra|uol|bol|proton|protonmail|zoho|qq|163|naver)$/;
/** Local parts that name a role, not the business. */
const ROLE_MAIL =
  /^(info|office|mail|contact|kontakt|hello|hallo|hola|bonjour|booking|bookings|reservations?|sales|shop|service|support|admin|team|post|buero|noreply|no-reply)$/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The label a site's host or e-mail names the business by ("www.rosas-haarstudio.ch" → "rosashaarstudio"), or null. */
function domainLabel(hostOrEmail: string): string | null {
  const [local, host] = hostOrEmail.includes('@')
    ? hostOrEmail.toLowerCase().split('@')
    : [null, hostOrEmail];
  const parsed = parseHost(host!.toLowerCase());
  if (parsed.isIp || !parsed.domainWithoutSuffix || parsed.hostname === 'localhost') return null;
  const label = parsed.domainWithoutSuffix;
  if (FREE_MAIL.test(label)) {
    if (!local || ROLE_MAIL.test(local)) return null;
    return foldWords(local.replace(/\d+$/, '')).replace(/ /g, '') || null;
  }
  return foldWords(label).replace(/ /g, '') || null;
}

/** Whether a domain label spells a name ("pineandpepper" spells "Pine & Pepper"). */
function labelSpells(label: string, words: readonly string[]): boolean {
  const key = words.join('');
  if (key.length < 4) return false;
  const bare = (text: string) => text.replace(/and|und|et/g, '');
  return label.includes(key) || bare(label) === bare(key);
}

const SEPARATORS = /\s+[|–—-]\s+|\s*[|»·•]\s*|:\s+/;
const GENERIC =
  /^(home|homepage|start|startseite|главная|strona glowna|index|shop|store|contact|contacts|kontakt|about|about us|menu|blog|news|welcome|willkommen|bienvenue|bienvenido|benvenuti|inicio|accueil|impressum|imprint|datenschutz|privacy policy|cookies?|all rights reserved)$/;
const LEGAL_SUFFIX =
  /\s+(gmbh|ag|kg|og|e u|ltd|limited|llc|inc|corp|co|s l|sl|s a|sa|s r l|srl|spa|s p a|sas|sarl|bv|b v|nv|oy|ab|as|sp z o o|ooo|ооо|ип|s c|sc)$/;
const ADDRESS_LIKE = /\d{3,}|\b\d+[a-z]?\b.*\b(str|strasse|street|road|rue|calle|via|ul)\b/i;
const FILE_OR_SLUG = /\.(png|jpe?g|webp|gif|svg|html?|php)$|^[\p{Ll}\d]+(?:[-_][\p{Ll}\d]+)+$|[\\/]/u;

/** The words of a name as compared: folded, legal suffixes off. */
export function nameWords(text: string): string[] {
  let folded = foldWords(text);
  for (let i = 0; i < 2; i++) folded = folded.replace(LEGAL_SUFFIX, '');
  return folded ? folded.split(' ') : [];
}

/** Whether `text` contains `name` as a run of whole words (spaces ignored inside the run: "BRÜCKE FIX" has "Brückefix"). */
export function containsName(text: string | string[], name: string | string[]): boolean {
  const hay = Array.isArray(text) ? text : nameWords(text);
  const key = (Array.isArray(name) ? name : nameWords(name)).join('');
  if (!key) return false;
  for (let start = 0; start < hay.length; start++) {
    let run = '';
    for (let end = start; end < hay.length && run.length < key.length; end++) {
      run += hay[end];
      if (run === key) return true;
    }
  }
  return false;
}

/** Whether a full form only adds a place to a name ("Brücke Fix Dubai" to "Brückefix"): then it is not the fuller name. */
function placeAdded(full: string, name: string, towns: ReadonlySet<string>): boolean {
  const words = nameWords(full);
  const key = nameWords(name).join('');
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      if (words.slice(start, end).join('') !== key) continue;
      const rest = [...words.slice(0, start), ...words.slice(end)].join(' ');
      return rest.length > 0 && (COUNTRY_NAMES[rest] !== undefined || towns.has(rest));
    }
  }
  return false;
}

type Proposal = { value: string; source: SourcedText['source'] };

/** A name in quotation marks inside a longer text: «Name» goods and services, Company "Name". */
const QUOTED_NAME = /["«„“]([^"«»„“”]{2,60})["»“”]/u;

/**
 * The parts of a title or line that may be a name. A part holding a name in quotation marks ("Name" goods and
 * services) is that name: the words around it are a tagline or a legal form, and a part with a lone quote mark is
 * never a name as written.
 */
function segments(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((segment) => {
      const trimmed = segment.trim();
      return QUOTED_NAME.exec(trimmed)?.[1]?.trim() ?? trimmed.replace(/^["«„“]|["»“”]$/g, '');
    })
    .filter((segment) => segment.length > 1 && segment.length <= 60);
}

const COPYRIGHT = /(?:©|\(c\)|copyright)\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*[,.]?\s*([^|.•·\n]{2,60})/iu;

/** A proposal that may be a name: not generic, not a town, not an address, not a file or slug. */
function presentable(value: string, towns: ReadonlySet<string>): boolean {
  const words = nameWords(value);
  if (words.length === 0 || words.length > 8) return false;
  const folded = words.join(' ');
  if (GENERIC.test(folded) || towns.has(folded)) return false;
  if (ADDRESS_LIKE.test(value) || FILE_OR_SLUG.test(value.trim()) || /[.!?]$/.test(value.trim()))
    return false;
  return /\p{L}/u.test(value);
}

/**
 * The name most places of the site agree on, with the page and words it was read from (no quote for markup).
 * `towns` are names of places the profile read (folded), which are never the business's name.
 */
export function businessNameByAgreement(
  pages: readonly ReadPage[],
  brand: BrandSignals | null,
  towns: ReadonlySet<string> = new Set(),
): SourcedText | null {
  const proposals: { place: Place; proposal: Proposal }[] = [];
  // Each place's texts, one per page or node, that vote for the proposals they contain.
  const voters: Record<Place, string[][]> = {
    schema_org: [],
    site_name: [],
    title: [],
    copyright: [],
    header: [],
    text: [],
    domain: [],
  };
  const labels = new Set<string>();
  const propose = (place: Place, value: string, source: Proposal['source']) => {
    for (const segment of segments(value))
      if (presentable(segment, towns)) proposals.push({ place, proposal: { value: segment, source } });
  };

  for (const page of pages) {
    for (const node of page.cues.businessJsonLd) {
      const type = String(node['@type'] ?? '');
      if (/WebSite|WebPage|PostalAddress|Place|Product|Offer|Person/.test(type)) continue;
      if (typeof node.name !== 'string' || node.name.length > 120) continue;
      propose('schema_org', node.name, { url: page.url, quote: null });
      voters.schema_org.push(nameWords(node.name));
    }
    const siteName = typeof page.meta.siteName === 'string' ? page.meta.siteName.trim() : '';
    if (siteName) {
      propose('site_name', siteName, { url: page.url, quote: null });
      voters.site_name.push(nameWords(siteName));
    }
    if (page.title) {
      propose('title', page.title, { url: page.url, quote: page.title.slice(0, 300) });
      voters.title.push(nameWords(page.title));
    }
    const chrome = page.lines.filter((line) => line.where === 'chrome');
    const copyrightLine = [...chrome, ...page.lines.filter((line) => line.where === 'main')].find((line) =>
      COPYRIGHT.test(line.text),
    );
    if (copyrightLine) {
      const owner = copyrightLine.text
        .match(COPYRIGHT)![1]!
        .replace(/\s*(all rights reserved|alle rechte).*$/i, '');
      propose('copyright', owner, { url: page.url, quote: quoteAround(copyrightLine.text) });
      voters.copyright.push(nameWords(owner));
    }
    if (chrome[0] && chrome[0].text.length <= 60) {
      propose('header', chrome[0].text, { url: page.url, quote: chrome[0].text });
      voters.header.push(nameWords(chrome[0].text));
    }
    voters.text.push(nameWords(page.lines.map((line) => line.text).join(' ')));
    const hosts = [page.url, ...[page.meta.canonical, (page.meta.og as { url?: unknown } | undefined)?.url]]
      .filter((value): value is string => typeof value === 'string')
      .map((value) => {
        try {
          return new URL(value, page.url).hostname;
        } catch {
          return null;
        }
      });
    const mails = [...page.cues.mailto, ...page.lines.flatMap((line) => line.text.match(EMAIL) ?? [])];
    for (const where of [...hosts, ...mails]) {
      const label = where ? domainLabel(where) : null;
      if (label) labels.add(label);
    }
  }
  // The og:site_name the crawl kept when no page carries one (it is the title's otherwise, already counted).
  const brandName = brand?.siteName?.trim();
  if (
    brandName &&
    voters.site_name.length === 0 &&
    pages[0] &&
    !pages.some((page) => page.title?.includes(brandName))
  ) {
    propose('site_name', brandName, { url: pages[0].url, quote: null });
    voters.site_name.push(nameWords(brandName));
  }
  if (proposals.length === 0) return null;

  const scored = new Map<string, { proposal: Proposal; score: number; places: Set<Place>; order: number }>();
  for (const [order, { place, proposal }] of proposals.entries()) {
    const key = nameWords(proposal.value).join('');
    const known = scored.get(key);
    if (known) {
      known.places.add(place);
      // The same name with and without its legal suffix: the shorter form is shown.
      if (proposal.value.length < known.proposal.value.length) known.proposal = proposal;
      continue;
    }
    const words = nameWords(proposal.value);
    let score = 0;
    for (const [voter, texts] of Object.entries(voters) as [Place, string[][]][]) {
      if (texts.length === 0) continue;
      const agreeing = texts.filter((text) => containsName(text, words)).length;
      score += WEIGHT[voter] * (agreeing / texts.length);
    }
    if (labels.size > 0 && [...labels].some((label) => labelSpells(label, words))) score += WEIGHT.domain;
    // A long proposal is more likely a tagline than a name.
    if (words.length > 4) score *= 0.85;
    scored.set(key, { proposal, score, places: new Set([place]), order });
  }
  // A tie goes to the proposal more kinds of places make, then to the more specific place (earlier in the list).
  const ranked = [...scored.values()].sort(
    (a, b) => b.score - a.score || b.places.size - a.places.size || a.order - b.order,
  );
  // A longer proposal that contains the leading one is its full form when it is nearly as well supported or the
  // business markup declares it as its name (schema.org): "Keyway" → "Keyway 24hr Locksmith".
  const lead = ranked[0]!;
  const best =
    ranked.find(
      (entry) =>
        entry !== lead &&
        (entry.score >= lead.score * 0.75 ||
          (entry.places.has('schema_org') &&
            nameWords(entry.proposal.value).length <= 5 &&
            !placeAdded(entry.proposal.value, lead.proposal.value, towns))) &&
        containsName(nameWords(entry.proposal.value), nameWords(lead.proposal.value)),
    ) ?? lead;
  return { value: best.proposal.value.slice(0, 300), source: best.proposal.source };
}
