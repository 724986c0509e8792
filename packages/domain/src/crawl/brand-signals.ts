/** The brand as a crawl reads it from a site: name, logo, colours and fonts (stored with the crawl). */

export type BrandColorRole = 'primary' | 'secondary' | 'background' | 'text' | 'accent';

/** value: lower-case #rrggbb. */
export type BrandColor = { value: string; role: BrandColorRole; source: string };

export type BrandFont = {
  family: string;
  role: 'heading' | 'body' | null;
  source: 'google-fonts' | 'css' | 'font-face';
};

/**
 * Where a logo taken from an <img> sat on the page: the masthead (header, navigation, home link), above the first
 * heading, further down the body or in the footer; the host of another site its link leads to (null within the site);
 * whether its alt text or file name names the business. A logo linking to another site that is not in the masthead
 * and does not name the business is a partner's, an association's or a certifier's (the creatives' content checks).
 */
export type LogoEvidence = {
  place: 'header' | 'top' | 'content' | 'footer';
  linksTo: string | null;
  named: boolean;
};

/** What later creatives need to look like the brand. */
export type BrandSignals = {
  siteName: string | null;
  logoUrl: string | null;
  logoSource: 'json-ld' | 'og:logo' | 'img' | 'apple-touch-icon' | 'icon' | 'favicon' | null;
  /** Additive: how the page showed an <img> logo (absent for other sources and crawls before it was read). */
  logoEvidence?: LogoEvidence;
  colors: BrandColor[];
  fonts: BrandFont[];
};
