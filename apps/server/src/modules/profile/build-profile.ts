import type {
  BusinessProfile,
  CustomerAction,
  OfferKind,
  ProfileImage,
  ProfileOffer,
  ProfileSource,
  SourcedText,
  Testimonial,
} from '@adsmith/domain/profile/schemas';
import { tradeFamily, type TradeKey } from '@adsmith/domain/profile/trades';
import { findProofCounts } from '@adsmith/domain/copy/proof';
import { isSellingText } from '@adsmith/domain/copy/site-text';
import type { CrawlFactsOffering } from '../../ai/engine';
import type { BrandSignals } from '../crawl/crawl.types';
import { detectLanguages } from '../../lib/language';
import {
  ACTION_CUES,
  AUDIENCE_PATTERN,
  audienceName,
  AWARD_PATTERN,
  CATEGORY_CUES,
  FOUNDED_PATTERNS,
  OFFER_CUES,
  OPENING_HOURS_PATTERN,
  PRESS_PATTERN,
  TONE_CUES,
  VALUE_CUES,
} from './rules/lexicon';
import { businessNameByAgreement, nameWords } from './rules/business-name';
import { localSymbol as localSymbolOf, settleCurrency } from './rules/currency';
import { readLocation } from './rules/location';
import { shopEvidence } from './rules/shop-evidence';
import { voteTrade } from './rules/trade';
import {
  quoteAround,
  readPage,
  sentencesOf,
  type PageLine,
  type ProfilePage,
  type ReadPage,
} from './rules/page-lines';
import { CURRENCY_MARKS } from './rules/places';

/** Bumped when the rules change, so stored profiles are rebuilt. */
export const PROFILE_RULES_VERSION = 12;

/** An offering as the crawl stored it (the drafting facts' offering plus its image). */
export type ProfileOfferingInput = CrawlFactsOffering & {
  imageUrl: string | null;
  /** The schema.org availability and where each field was read, when the crawl kept them (shop evidence). */
  availability?: string | null;
  sources?: Record<string, string> | null;
};

export type BuildProfileInput = {
  crawlId: string;
  startUrl: string;
  pages: ProfilePage[];
  offerings: ProfileOfferingInput[];
  brandSignals: BrandSignals | null;
  businessType: 'services' | 'products' | 'mixed' | null;
};

export type { ProfilePage };

const LEGAL_PAGE = /privacy|datenschutz|agb|terms|widerruf|polityka|политика|конфиденциальн|cookies?/i;
const PRICE_PAGE = /pric|preis|cennik|цен|tarif|shop|product|catalog|katalog|speisekarte|getraenke|angebot/i;
const CONTACT_PAGE = /contact|kontakt|impressum|imprint|контакт/i;
const CDN_PAGE = /^\/cdn-cgi\//;
/** A copyright line: its rights "reservados", "réservés", "riservati" are no table or room reserved. */
const COPYRIGHT =
  /©|\(c\) ?\d{4}|rights reserved|derechos reservados|droits réservés|diritti riservati|direitos reservados|rechte vorbehalten|prawa zastrzeżone|права защищены/iu;
const EXAMPLE_EMAIL = /@(example|company|domain|test|email)\.|^(example|name|your|info@example)/i;
const ICON_FONT =
  /awesome|icon|glyph|dashicons|eicons|themify|woocommerce|star|^\d|\/|\(|^sf ?mono|monospace|courier/i;

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const words = (text: string) =>
  new Set(
    norm(text)
      .split(' ')
      .filter((word) => word.length > 2),
  );

function nearDuplicate(text: string, used: string[]): boolean {
  const mine = words(text);
  return used.some((other) => {
    const theirs = words(other);
    const shared = [...mine].filter((word) => theirs.has(word)).length;
    return shared / Math.max(1, Math.min(mine.size, theirs.size)) >= 0.8;
  });
}

function isStartPage(url: string, startUrl: string): boolean {
  const clean = (value: string) => value.replace(/(index\.html?)?$/i, '').replace(/\/$/, '');
  return clean(url) === clean(startUrl);
}

/** Pages in the order the profile prefers them: start page, about and contact pages, then the rest; legal pages last. */
function ordered(pages: ReadPage[], startUrl: string): ReadPage[] {
  const rank = (page: ReadPage) => {
    const path = new URL(page.url).pathname;
    if (isStartPage(page.url, startUrl)) return 0;
    if (/about|ueber|uber|o-nas|o-mnie|о-нас|our-story/i.test(path)) return 1;
    if (CONTACT_PAGE.test(path)) return 2;
    if (LEGAL_PAGE.test(path)) return 9;
    return 5;
  };
  return [...pages].sort((a, b) => rank(a) - rank(b));
}

/** Every line of every page, best pages first; chrome lines (repeated on every page) only once per text. */
function allLines(pages: ReadPage[]): PageLine[] {
  const seenChrome = new Set<string>();
  const lines: PageLine[] = [];
  for (const page of pages) {
    for (const line of page.lines) {
      if (line.where === 'chrome') {
        if (seenChrome.has(line.text)) continue;
        seenChrome.add(line.text);
      }
      lines.push(line);
    }
  }
  return lines;
}

/** The name most places of the site agree on; else the start page's title. */
function businessName(
  pages: ReadPage[],
  startUrl: string,
  brand: BrandSignals | null,
  towns: ReadonlySet<string>,
): SourcedText | null {
  const agreed = businessNameByAgreement(pages, brand, towns);
  if (agreed) return agreed;
  const start = pages.find((page) => isStartPage(page.url, startUrl)) ?? pages[0];
  if (start?.title)
    return { value: start.title.slice(0, 300), source: { url: start.url, quote: start.title.slice(0, 300) } };
  return null;
}

function category(
  pages: ReadPage[],
  startUrl: string,
  trade: TradeKey | null,
): { label: string; local: boolean; kind: 'services' | 'products'; source: SourcedText['source'] } | null {
  // The trade is voted from the whole site's vocabulary; a category is a finer name for it, never another business
  // (a locksmith's page that mentions the restaurants nearby, a stable's vet and "dentiste" visits).
  const cues = trade ? CATEGORY_CUES.filter((cue) => cue.trades.includes(trade)) : CATEGORY_CUES;
  const scores = cues.map((cue) => ({
    cue,
    score: 0,
    line: null as PageLine | null,
    lineWeight: 0,
  }));
  for (const page of pages) {
    const start = isStartPage(page.url, startUrl);
    for (const line of page.lines) {
      // A description or a line of the start page says what the business is better than a title (often just the name).
      const weight =
        (line.where === 'description'
          ? 3
          : line.where === 'title'
            ? 2
            : start
              ? 2.5
              : line.where === 'main'
                ? 1
                : 0.5) * (start ? 1.5 : 1);
      for (const entry of scores) {
        if (!entry.cue.pattern.test(line.text)) continue;
        entry.score += weight;
        if (weight > entry.lineWeight) {
          entry.line = line;
          entry.lineWeight = weight;
        }
      }
    }
  }
  // "online shop" says how, not what: it wins only when nothing more specific is there.
  for (const entry of scores) if (entry.cue.label === 'online shop') entry.score *= 0.3;
  // A more specific category (earlier in the list) wins when it is nearly as well supported.
  const top = Math.max(0, ...scores.map((entry) => entry.score));
  const best = scores.find((entry) => entry.line && entry.score >= top * 0.3);
  if (!best?.line) return null;
  return {
    label: best.cue.label,
    local: best.cue.local,
    kind: best.cue.kind,
    source: { url: best.line.url, quote: quoteAround(best.line.text) },
  };
}

function currencyOf(
  offerings: ProfileOfferingInput[],
  lines: PageLine[],
  pages: ReadPage[],
): { value: string; source: ProfileSource } | null {
  const counts = new Map<string, { count: number; offering: ProfileOfferingInput }>();
  for (const offering of offerings) {
    if (!offering.currency || !/^[A-Z]{3}$/.test(offering.currency)) continue;
    const entry = counts.get(offering.currency) ?? { count: 0, offering };
    entry.count++;
    counts.set(offering.currency, entry);
  }
  const fromOfferings = [...counts.entries()].sort((a, b) => b[1].count - a[1].count)[0];
  if (fromOfferings) {
    const [code, { offering }] = fromOfferings;
    const mark = CURRENCY_MARKS.find(([, value]) => value === code)?.[0];
    const page = pages.find((candidate) => candidate.url === offering.landingPage);
    const says = (candidate: PageLine) =>
      (mark ? mark.test(candidate.text) : false) ||
      new RegExp(`(?<![A-Z])${code}(?![A-Z])`).test(candidate.text);
    const line = page?.lines.find(says);
    if (line) return { value: code, source: { url: line.url, quote: quoteAround(line.text) } };
    const elsewhere = lines.find(says);
    return elsewhere
      ? { value: code, source: { url: elsewhere.url, quote: quoteAround(elsewhere.text) } }
      : { value: code, source: { url: offering.landingPage ?? page?.url ?? '', quote: null } };
  }
  const textCounts = new Map<string, { count: number; line: PageLine }>();
  for (const line of lines) {
    for (const [pattern, code] of CURRENCY_MARKS) {
      if (!pattern.test(line.text)) continue;
      const entry = textCounts.get(code) ?? { count: 0, line };
      entry.count++;
      textCounts.set(code, entry);
      break;
    }
  }
  const fromText = [...textCounts.entries()].sort((a, b) => b[1].count - a[1].count)[0];
  return fromText
    ? { value: fromText[0], source: { url: fromText[1].line.url, quote: quoteAround(fromText[1].line.text) } }
    : null;
}

/** Sentences of the useful lines, each with its page. */
function sentenceItems(lines: PageLine[]): { url: string; text: string; line: PageLine }[] {
  const out: { url: string; text: string; line: PageLine }[] = [];
  for (const line of lines)
    for (const text of sentencesOf(line.text)) out.push({ url: line.url, text, line });
  return out;
}

/** The business speaking or speaking to its customers, in the languages the rules read. */
const PERSON =
  /(?<![\p{L}])(?:we|our|us|you|your|i|my|wir|unser\p{L}*|uns|ihr\p{L}*|sie|du|dein\p{L}*|мы|нас|наш\p{L}*|вы|вас|ваш\p{L}*|я|мой|my|nas|nasz\p{L}*|wy|was|wasz\p{L}*|ja|moj\p{L}*|moi\p{L}*|mnie|pan\p{L}*|klient\p{L}*|kund\p{L}*|customer\p{L}*|client\p{L}*|клиент\p{L}*|покупател\p{L}*|compan\p{L}*|firm\p{L}*|unternehmen\p{L}*|компани\p{L}*|product\p{L}*|produkt\p{L}*|продукци\p{L}*|товар\p{L}*|shop|salon|studio|sklep\p{L}*|магазин\p{L}*|made|hergestellt|handmade|manufactur\p{L}*|herstell\p{L}*|изготов\p{L}*|производ\p{L}*|speciali[sz]\p{L}*|speziali\p{L}*|специализ\p{L}*|specjaliz\p{L}*|experience\p{L}*|erfahr\p{L}*|опыт\p{L}*|doświadcz\p{L}*)(?![\p{L}])/iu;

/**
 * Whether a sentence is about the business, its customers or what it sells — not general information its pages
 * also give ("Der Unterschied zu gelb ist, dass man Fälle nicht mehr … zuordnen kann"): a person speaks or is spoken
 * to, or it names the business or one of its offerings.
 */
function aboutTheBusiness(text: string, subject: ReadonlySet<string>): boolean {
  if (PERSON.test(text)) return true;
  return (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) => subject.has(word.slice(0, 5)));
}

function valuePropositions(
  sentences: ReturnType<typeof sentenceItems>,
  startUrl: string,
  subjectTexts: readonly string[],
): SourcedText[] {
  const subject = new Set(
    subjectTexts
      .flatMap((text) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      .map((word) => word.slice(0, 5)),
  );
  const scored = sentences
    // Questions (FAQ headings) claim nothing; prices are offers, not reasons.
    .filter(
      (item) =>
        item.text.length >= 15 &&
        item.text.length <= 300 &&
        !item.text.endsWith('?') &&
        !LEGAL_PAGE.test(item.url) &&
        !/\d+[.,]\d{2}\s?(€|£|zł|₽)|(€|£)\s?\d/.test(item.text) &&
        isSellingText(item.text),
    )
    // A long sentence must be about the business (a short claim, "Comprehensively insured", is by its place); none ends
    // on a colon, its list cut off.
    .filter(
      (item) =>
        (item.text.split(/\s+/).length <= 12 || aboutTheBusiness(item.text, subject)) &&
        !/[:;,]$/.test(item.text.trim()),
    )
    .map((item) => {
      const cues = (item.text.match(new RegExp(VALUE_CUES.source, 'giu')) ?? []).length;
      // The business speaks for itself on its home and about pages; a product page describes one product.
      const start = isStartPage(item.url, startUrl)
        ? 1.5
        : /about|ueber|o-nas|o-mnie/i.test(item.url)
          ? 1
          : /\/product\/|\/catalog\//i.test(item.url)
            ? -1.5
            : 0;
      const where = item.line.where === 'description' ? 1 : item.line.where === 'title' ? -1 : 0;
      return { item, score: cues * 2 + start + where };
    })
    .filter((entry) => entry.score >= 2)
    .sort((a, b) => b.score - a.score);
  const picked: SourcedText[] = [];
  for (const { item } of scored) {
    if (picked.length >= 10) break;
    if (
      nearDuplicate(
        item.text,
        picked.map((entry) => entry.value),
      )
    )
      continue;
    picked.push({ value: item.text, source: { url: item.url, quote: item.text } });
  }
  return picked;
}

function audience(sentences: ReturnType<typeof sentenceItems>): SourcedText[] {
  const found = new Map<string, SourcedText>();
  for (const item of sentences) {
    if (LEGAL_PAGE.test(item.url) || item.text.length > 400) continue;
    for (const match of item.text.matchAll(AUDIENCE_PATTERN)) {
      const value = audienceName(match[0]);
      const key = value.toLowerCase().slice(0, 6);
      if (found.has(key) || found.size >= 8) continue;
      found.set(key, {
        value,
        source: { url: item.url, quote: quoteAround(item.text, match.index ?? 0, value.length) },
      });
    }
  }
  return [...found.values()];
}

function proof(sentences: ReturnType<typeof sentenceItems>, pages: ReadPage[]) {
  const year = new Date().getFullYear();
  let foundedYear: { value: string; source: ProfileSource } | null = null;
  for (const item of sentences) {
    if (foundedYear || LEGAL_PAGE.test(item.url) || /©|copyright/i.test(item.text)) continue;
    for (const pattern of FOUNDED_PATTERNS) {
      const match = item.text.match(pattern);
      const value = match?.[1];
      if (value && Number(value) >= 1800 && Number(value) <= year) {
        foundedYear = { value, source: { url: item.url, quote: quoteAround(item.text, match.index ?? 0) } };
        break;
      }
    }
  }
  if (!foundedYear) {
    for (const page of pages) {
      for (const node of page.cues.businessJsonLd) {
        const raw =
          typeof node.foundingDate === 'string'
            ? node.foundingDate
            : typeof node.description === 'string'
              ? node.description
              : '';
        const match = raw.match(/\b((?:18|19|20)\d{2})\b/);
        if (
          match &&
          (typeof node.foundingDate === 'string' || FOUNDED_PATTERNS.some((pattern) => pattern.test(raw))) &&
          Number(match[1]) <= year
        ) {
          foundedYear = { value: match[1]!, source: { url: page.url, quote: null } };
          break;
        }
      }
      if (foundedYear) break;
    }
  }
  const counts: SourcedText[] = [];
  const awards: SourcedText[] = [];
  const press: SourcedText[] = [];
  const testimonials: Testimonial[] = [];
  for (const item of sentences) {
    if (LEGAL_PAGE.test(item.url)) continue;
    // A count is proof only as such: people served, years in business, jobs done, reviews ("iPhone 14 Repair" and
    // "14 сентября 2023 года" are not); none from price pages or priced lines (a package of "10 lessons").
    const count = PRICE_PAGE.test(new URL(item.url).pathname) ? undefined : findProofCounts(item.text)[0];
    if (
      count &&
      counts.length < 10 &&
      item.text.length <= 300 &&
      !/[€£₽]|zł|\b(lesson|stunde)s?\b.*\d+[.,]\d{2}/iu.test(item.text) &&
      !counts.some((entry) => entry.value === count.value)
    ) {
      counts.push({
        value: count.value,
        source: { url: item.url, quote: quoteAround(item.text, count.index, count.value.length) },
      });
    }
    if (AWARD_PATTERN.test(item.text) && awards.length < 10 && item.text.length <= 300)
      awards.push({ value: item.text, source: { url: item.url, quote: item.text } });
    if (PRESS_PATTERN.test(item.text) && press.length < 10 && item.text.length <= 300)
      press.push({ value: item.text, source: { url: item.url, quote: item.text } });
  }
  // Testimonials: a quoted line of some length, the author on the next short line when there is one.
  for (const page of pages) {
    page.lines.forEach((line, index) => {
      if (testimonials.length >= 12 || line.where === 'title' || line.where === 'description') return;
      const quoted = line.text.match(
        /^["“„«»]([^"”“«»]{30,580})["”“»«]\s*(?:[-–—]\s*(\p{Lu}[\p{L}. ]{1,60}))?$/u,
      );
      if (!quoted) return;
      const next = page.lines[index + 1];
      const author =
        quoted[2] ??
        (next &&
        next.where === line.where &&
        /^[-–—]?\s*\p{Lu}[\p{L}.]+(\s(?:\p{Lu}[\p{L}.]*|and|und|и|i|&)){0,4}$/u.test(next.text) &&
        next.text.length <= 60
          ? next.text.replace(/^[-–—]\s*/, '')
          : null);
      if (testimonials.some((entry) => entry.quote === quoted[1])) return;
      testimonials.push({
        quote: quoted[1]!,
        author: author ?? null,
        source: { url: page.url, quote: quoteAround(line.text) },
      });
    });
  }
  const ratings: BusinessProfile['proof']['ratings'] = [];
  for (const page of pages) {
    for (const node of page.cues.businessJsonLd) {
      const rating = node.aggregateRating as Record<string, unknown> | undefined;
      if (!rating || ratings.length >= 5) continue;
      const value = String(rating.ratingValue ?? '');
      if (!/^\d+([.,]\d+)?$/.test(value)) continue;
      const count = Number(rating.reviewCount ?? rating.ratingCount);
      ratings.push({
        value: value.slice(0, 10),
        scale: String(rating.bestRating ?? '5').slice(0, 10),
        count: Number.isInteger(count) && count >= 0 ? count : null,
        source: { url: page.url, quote: null },
      });
    }
  }
  for (const item of sentences) {
    if (ratings.length >= 5) break;
    const match = item.text.match(
      /(\d[.,]\d)\s*(?:\/|out of|von|из|na|z)\s*(5|10)\b(?:[^\d]{0,30}(\d[\d,.]*)\s*(reviews|bewertungen|отзыв|opini))?/iu,
    );
    if (!match) continue;
    ratings.push({
      value: match[1]!,
      scale: match[2]!,
      count: match[3] ? Number(match[3].replace(/\D/g, '')) : null,
      source: { url: item.url, quote: quoteAround(item.text, match.index ?? 0) },
    });
  }
  return { foundedYear, counts, testimonials, ratings, awards, press };
}

function offers(sentences: ReturnType<typeof sentenceItems>): ProfileOffer[] {
  const found: ProfileOffer[] = [];
  const perKind = new Map<OfferKind, number>();
  const candidates = [...sentences].sort(
    (a, b) => Number(LEGAL_PAGE.test(a.url)) - Number(LEGAL_PAGE.test(b.url)),
  );
  for (const item of candidates) {
    if (found.length >= 10) break;
    if (item.text.length < 8 || item.text.length > 300 || item.text.endsWith('?')) continue;
    const cue = OFFER_CUES.find((candidate) => candidate.pattern.test(item.text));
    // Legal pages state rights, not offers; only the returns policy counts from them.
    if (!cue || (LEGAL_PAGE.test(item.url) && cue.kind !== 'returns') || (perKind.get(cue.kind) ?? 0) >= 2)
      continue;
    // A disclaimer ("keine Garantie für Richtigkeit …") or an aside names a guarantee without giving one; a returns
    // policy is shop machinery the owner still offers.
    if (cue.kind !== 'returns' && !isSellingText(item.text)) continue;
    if (found.some((offer) => norm(offer.text) === norm(item.text))) continue;
    perKind.set(cue.kind, (perKind.get(cue.kind) ?? 0) + 1);
    found.push({ kind: cue.kind, text: item.text, source: { url: item.url, quote: item.text } });
  }
  return found;
}

function actions(
  lines: PageLine[],
  pages: ReadPage[],
  offerings: ProfileOfferingInput[],
  phone: SourcedText | null,
  hasAddress: boolean,
  booksThroughCart: boolean,
) {
  const found = new Map<CustomerAction, ProfileSource>();
  for (const line of lines) {
    if (LEGAL_PAGE.test(line.url) || line.where === 'description' || COPYRIGHT.test(line.text)) continue;
    for (const cue of ACTION_CUES) {
      if (found.has(cue.action) || !cue.pattern.test(line.text) || line.text.length > 300) continue;
      if (cue.action === 'visit' && !hasAddress) continue;
      found.set(cue.action, { url: line.url, quote: quoteAround(line.text) });
    }
  }
  if (!found.has('call') && phone) found.set('call', phone.source);
  // Buying online needs a shop on the site (a cart, a checkout, an offering marked up as sold), not priced products.
  const shop = found.has('buy_online') ? null : shopEvidence(lines, pages, offerings);
  if (shop) found.set('buy_online', shop);
  // Where what is sold is booked (a room, a tour), putting it in a cart is booking it.
  const bought = found.get('buy_online');
  if (booksThroughCart && bought) {
    found.delete('buy_online');
    if (!found.has('book')) found.set('book', bought);
  }
  return [...found.entries()].slice(0, 6).map(([value, source]) => ({ value, source }));
}

function contact(pages: ReadPage[]) {
  let phone: SourcedText | null = null;
  const emails: SourcedText[] = [];
  for (const page of pages) {
    for (const tel of page.cues.tel) {
      if (phone) break;
      const digits = tel.replace(/\D/g, '').slice(-7);
      const line = page.lines.find((candidate) => candidate.text.replace(/\D/g, '').includes(digits));
      if (line) {
        const written = line.text
          .match(/[+(]?\d[\d ()./-]{6,20}\d/g)
          ?.find((value) => value.replace(/\D/g, '').includes(digits));
        phone = {
          value: (written ?? tel).slice(0, 300),
          source: { url: page.url, quote: quoteAround(line.text) },
        };
      }
    }
    for (const address of page.cues.mailto) {
      if (EXAMPLE_EMAIL.test(address) || emails.some((email) => email.value === address)) continue;
      const line = page.lines.find((candidate) => candidate.text.includes(address));
      emails.push({ value: address, source: { url: page.url, quote: line ? quoteAround(line.text) : null } });
    }
  }
  if (!phone) {
    for (const page of pages) {
      const line = page.lines.find(
        (candidate) =>
          /(phone|tel|telefon|телефон|call|whats ?app|mobile?|móvil|celular|handy|gsm|puhelin)\b[^\d]{0,12}[+(]?\d[\d ()./-]{6,20}\d/iu.test(
            candidate.text,
          ) || /^[+(]?\d[\d ()./-]{8,18}\d$/.test(candidate.text),
      );
      const number = line?.text.match(/[+(]?\d[\d ()./-]{6,20}\d/);
      if (line && number) {
        phone = { value: number[0], source: { url: page.url, quote: quoteAround(line.text) } };
        break;
      }
    }
  }
  if (emails.length === 0) {
    for (const page of pages) {
      for (const line of page.lines) {
        const match = line.text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
        if (match && !EXAMPLE_EMAIL.test(match[0])) {
          emails.push({ value: match[0], source: { url: page.url, quote: quoteAround(line.text) } });
          break;
        }
      }
      if (emails.length > 0) break;
    }
  }
  return { phone, emails };
}

function openingHours(pages: ReadPage[]): SourcedText[] {
  const found: SourcedText[] = [];
  for (const page of pages) {
    page.lines.forEach((line, index) => {
      if (
        found.length >= 2 ||
        !OPENING_HOURS_PATTERN.test(line.text) ||
        line.where === 'title' ||
        line.where === 'description'
      )
        return;
      const parts = [line.text];
      for (let next = index + 1; next < page.lines.length && parts.length < 4; next++) {
        const candidate = page.lines[next]!;
        if (
          candidate.where !== line.where ||
          (!/\d{1,2}[:.]\d{2}|ruhetag|closed|выходной|nieczynne|zamknięte/iu.test(candidate.text) &&
            !/^(mon|tue|wed|thu|fri|sat|sun|montag|dienstag|mittwoch|samstag|sonntag|пн|вт|сб|вс|pn|sob|niedz)/iu.test(
              candidate.text,
            ))
        )
          break;
        parts.push(candidate.text);
      }
      const text = parts.join(' ').slice(0, 300);
      if (!/\d/.test(text) || found.some((entry) => norm(entry.value).includes(norm(text)))) return;
      found.push({ value: text, source: { url: page.url, quote: text } });
    });
    if (found.length >= 2) break;
  }
  return found;
}

function visuals(
  pages: ReadPage[],
  startUrl: string,
  brand: BrandSignals | null,
  offerings: ProfileOfferingInput[],
): BusinessProfile['visuals'] {
  const start = pages.find((page) => isStartPage(page.url, startUrl)) ?? pages[0];
  const sizeOf = (page: ReadPage | undefined, src: string) =>
    page?.cues.imageSizes.find((image) => image.src === src) ?? null;
  const image = (page: ReadPage, src: string, alt: string | null): ProfileImage => {
    const size = sizeOf(page, src);
    return {
      url: src.slice(0, 2048),
      alt: alt ? alt.slice(0, 300) : null,
      width: size?.width ?? null,
      height: size?.height ?? null,
      page: page.url,
    };
  };
  const logo = brand?.logoUrl ?? null;
  const heroImages: ProfileImage[] = [];
  if (start) {
    for (const candidate of start.images) {
      if (heroImages.length >= 4) break;
      if (candidate.src === logo || /logo|icon|favicon|sprite|\.svg$|\.gif$/i.test(candidate.src)) continue;
      const size = sizeOf(start, candidate.src);
      if (size && (size.width < 300 || size.height < 200)) continue;
      heroImages.push(image(start, candidate.src, candidate.alt));
    }
  }
  const productImages: ProfileImage[] = [];
  for (const offering of offerings) {
    if (
      productImages.length >= 30 ||
      !offering.imageUrl ||
      productImages.some((entry) => entry.url === offering.imageUrl)
    )
      continue;
    const page = pages.find((candidate) => candidate.url === offering.landingPage) ?? start;
    if (page)
      productImages.push({
        ...image(page, offering.imageUrl, offering.name),
        alt: offering.name.slice(0, 300),
      });
  }
  return {
    logo: logo && start ? { url: logo.slice(0, 2048), source: { url: start.url, quote: null } } : null,
    colors: (brand?.colors ?? [])
      .filter((color) => /^#[0-9a-f]{6}$/.test(color.value))
      .slice(0, 8)
      .map((color) => ({
        hex: color.value,
        role: color.role,
        source: { url: start?.url ?? startUrl, quote: null },
      })),
    fonts: [
      ...new Set(
        (brand?.fonts ?? [])
          .map((font) => font.family.trim())
          .filter((family) => family && !ICON_FONT.test(family)),
      ),
    ]
      .slice(0, 5)
      .map((family) => family.slice(0, 80)),
    heroImages: heroImages.slice(0, 10),
    productImages,
  };
}

/**
 * The business profile by rules, from what the crawl stored: page text, the site chrome and business JSON-LD kept
 * in meta.profileCues, the offerings and the brand signals. Pure. Every item names the crawled page it was read
 * from and the words on it (null only for markup: JSON-LD, brand colours); what cannot be told is said in unknowns.
 */
export function buildBusinessProfile(input: BuildProfileInput): BusinessProfile {
  // A CDN's own pages (Cloudflare's e-mail protection notice) are not the business's words.
  const pages = ordered(
    input.pages.filter((page) => !CDN_PAGE.test(new URL(page.url).pathname)).map(readPage),
    input.startUrl,
  );
  const lines = allLines(pages);
  const sentences = sentenceItems(lines.filter((line) => line.where !== 'title'));
  const unknowns: string[] = [];

  const readCurrency = currencyOf(input.offerings, lines, pages);
  if (!readCurrency) unknowns.push('No prices or currency were found on the pages.');
  const mainTexts = pages.map((page) => page.text);
  let languages = detectLanguages(mainTexts);
  if (languages.length === 0) {
    const declared = pages
      .map((page) => page.cues.htmlLang?.slice(0, 2).toLowerCase())
      .find((code) => code && /^[a-z]{2}$/.test(code));
    languages = declared ? [declared] : [];
    unknowns.push(
      declared
        ? `Too little text to tell the language; the pages declare "${declared}".`
        : 'The language could not be told.',
    );
  }

  const { phone, emails } = contact(pages);
  const located = readLocation({
    pages,
    startUrl: input.startUrl,
    currency: readCurrency,
    emails,
    language: languages[0] ?? null,
  });
  // A town is never the business's name.
  const towns = new Set(
    [located.location.city?.value, located.location.region?.value]
      .filter((value): value is string => Boolean(value))
      .map((value) => nameWords(value).join(' ')),
  );
  const name = businessName(pages, input.startUrl, input.brandSignals, towns);
  if (!name) unknowns.push('The business name could not be told from the pages.');

  const { trade } = voteTrade({ pages, offerings: input.offerings, languages, name });
  const kind = category(pages, input.startUrl, trade?.key ?? null);
  // The trade says what the business is (the finer category only adds to it): unknown only when it is.
  if (!trade) unknowns.push('The trade could not be told surely from the words of the site.');

  unknowns.push(...located.unknowns);
  // "$" is the sign of many currencies: where the business is settles which one its prices are in.
  const currency = settleCurrency({
    currency: readCurrency,
    country: located.location.country?.value ?? null,
    confidence: located.location.confidence ?? 0,
    lines,
  });
  if (readCurrency && !currency)
    unknowns.push(
      `Prices are written with "${localSymbolOf(readCurrency.value) ?? readCurrency.value}" the way ${readCurrency.value} prices never are, and the site does not say where it is: the currency follows the country you confirm.`,
    );
  const hasAddress =
    located.location.street !== null ||
    located.location.city?.basis === 'address' ||
    located.location.city?.basis === 'schema_org';
  if (!hasAddress && !pages.some((page) => CONTACT_PAGE.test(new URL(page.url).pathname)))
    unknowns.push('No contact or imprint page was crawled, and no street address was found elsewhere.');
  if (!phone && emails.length === 0) unknowns.push('No phone number or email address was found.');

  let offeringType: BusinessProfile['offeringType'] = null;
  if (input.businessType) {
    offeringType = {
      value: input.businessType,
      reason: `${input.offerings.length} offerings found on the site: ${input.offerings.filter((o) => o.offeringType === 'product').length} products, ${input.offerings.filter((o) => o.offeringType === 'service').length} services.`,
    };
  } else if (kind) {
    offeringType = {
      value: kind.kind,
      reason: `No priced offerings were read; a ${kind.label} usually sells ${kind.kind}.`,
    };
  }
  if (input.offerings.length === 0) unknowns.push('No products or services were read from the pages.');

  const hours = openingHours(pages);
  // A stay or an outing is booked, whatever the shop platform that takes the booking calls it: a travel business's
  // cart is its booking form, and what it sells are services.
  const booksStays = trade !== null && tradeFamily(trade.key) === 'travel';
  const customerActions = actions(
    lines,
    pages,
    input.offerings,
    phone,
    hasAddress || hours.length > 0,
    booksStays,
  );
  if (booksStays && offeringType && offeringType.value !== 'services')
    offeringType = {
      value: 'services',
      reason: `${offeringType.reason} Stays, tours and activities are booked: the business sells services, whatever its shop calls them.`,
    };
  // Dishes listed on a site that takes no order (a restaurant people book or visit) are served at a table: the
  // business sells a service too, so its ads may ask for a booking rather than a purchase.
  const doneWith = new Set(customerActions.map((action) => action.value));
  if (
    offeringType?.value === 'products' &&
    !doneWith.has('buy_online') &&
    !doneWith.has('order_delivery') &&
    (doneWith.has('book') || doneWith.has('visit'))
  ) {
    offeringType = {
      value: 'mixed',
      reason: `${offeringType.reason} The site takes no orders: customers book or come by, so the business is served as products and a service.`,
    };
  }
  const isLocal = Boolean(kind?.local) || (hasAddress && hours.length > 0);

  const tone = TONE_CUES.map((cue) => ({
    word: cue.word,
    hits: sentences.filter((item) => !LEGAL_PAGE.test(item.url) && cue.pattern.test(item.text)).length,
  }))
    .filter((entry) => entry.hits >= 2)
    .sort((a, b) => b.hits - a.hits)
    .map((entry) => entry.word)
    .slice(0, 3);

  return {
    crawlId: input.crawlId,
    version: PROFILE_RULES_VERSION,
    builtBy: 'rules',
    businessName: name,
    category: kind ? { value: kind.label, source: kind.source } : null,
    trade,
    location: { ...located.location, isLocal },
    languages,
    currency,
    ...(readCurrency && !currency ? { currencyAsRead: readCurrency } : {}),
    offeringType,
    audience: audience(sentences),
    valuePropositions: valuePropositions(sentences, input.startUrl, [
      name?.value ?? '',
      kind?.label ?? '',
      ...input.offerings.map((offering) => offering.name),
    ]),
    proof: proof(sentences, pages),
    offers: offers(sentences),
    actions: customerActions,
    tone,
    contact: { phone, email: emails[0] ?? null },
    openingHours: hours,
    visuals: visuals(pages, input.startUrl, input.brandSignals, input.offerings),
    unknowns: [...new Set(unknowns)].slice(0, 20).map((text) => text.slice(0, 300)),
  };
}
