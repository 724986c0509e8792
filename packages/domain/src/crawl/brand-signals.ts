/** The brand as a crawl reads it from a site: name, logo, colours and fonts (stored with the crawl). */

export type BrandColorRole = 'primary' | 'secondary' | 'background' | 'text' | 'accent';

/** value: lower-case #rrggbb. */
export type BrandColor = { value: string; role: BrandColorRole; source: string };

export type BrandFont = {
  family: string;
  role: 'heading' | 'body' | null;
  source: 'google-fonts' | 'css' | 'font-face';
};

/** What later creatives need to look like the brand. */
export type BrandSignals = {
  siteName: string | null;
  logoUrl: string | null;
  logoSource: 'json-ld' | 'og:logo' | 'img' | 'apple-touch-icon' | 'icon' | 'favicon' | null;
  colors: BrandColor[];
  fonts: BrandFont[];
};
