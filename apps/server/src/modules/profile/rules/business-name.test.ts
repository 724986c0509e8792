import { describe, expect, it } from 'vitest';
import { storedProfileCues } from '../page-cues';
import { businessNameByAgreement, containsName } from './business-name';
import { readPage, type ProfilePage } from './page-lines';

const origin = 'https://shop.example.test';
const page = (
  path: string,
  text: string,
  meta: Record<string, unknown> = {},
  chrome = '',
  mailto: string[] = [],
) =>
  readPage({
    url: `${origin}${path}`,
    text,
    meta: {
      title: null,
      description: null,
      ...meta,
      profileCues: { ...storedProfileCues({}), chromeText: chrome, mailto },
    },
    images: [],
  } satisfies ProfilePage);

describe('the business name by agreement across pages', () => {
  it('compares names word by word, without case, accents, spaces inside a run or legal suffixes', () => {
    expect(containsName('BRÜCKE FIX Dubai', 'Brückefix')).toBe(true);
    expect(containsName('Der Lindenhof in Kaltern', 'Lindenhof')).toBe(true);
    expect(containsName('Lindenhof', 'Linden')).toBe(false);
    expect(containsName('Harbour Bakes Ltd', 'Harbour Bakes')).toBe(true);
  });

  it('takes the name the markup, the site name, the copyright and the header agree on, not a tagline every title repeats', () => {
    const chrome = 'Harbour Bakes\nCakes\nBread\n© 2025 Harbour Bakes Ltd. All rights reserved.';
    const pages = [
      page('/', 'Fresh bread every morning.', { title: 'Bakery in Whitby | Cakes and bread' }, chrome),
      page('/cakes', 'Birthday cakes to order.', { title: 'Cakes | Bakery in Whitby' }, chrome),
      page('/bread', 'Sourdough and rye.', { title: 'Bread | Bakery in Whitby' }, chrome),
    ];
    expect(businessNameByAgreement(pages, null)?.value).toBe('Harbour Bakes');
    // A town is never the name, even when every title carries it.
    const towns = new Set(['whitby']);
    const titled = [
      page('/', 'Fresh bread.', { title: 'Whitby | Harbour Bakes' }),
      page('/cakes', 'Cakes.', { title: 'Whitby | Cakes' }),
    ];
    expect(businessNameByAgreement(titled, null, towns)?.value).toBe('Harbour Bakes');
  });

  it('prefers the fuller name (og:site_name, header, copyright) the pages nearly as often agree on, and the one the e-mail address spells', () => {
    const pages = [
      page(
        '/',
        'Emergency lockouts.',
        { title: 'Lockouts | Keyway', siteName: 'Keyway 24hr Locksmith' },
        'Keyway 24hr Locksmith\n© 2025 Keyway 24hr Locksmith',
      ),
      page(
        '/cars',
        'Car keys.',
        { title: 'Car keys | Keyway', siteName: 'Keyway 24hr Locksmith' },
        'Keyway 24hr Locksmith\n© 2025 Keyway 24hr Locksmith',
      ),
    ];
    expect(businessNameByAgreement(pages, null)?.value).toBe('Keyway 24hr Locksmith');
    // Two segments on every title: the free-mail address's local part tells which one is the name.
    const salon = [
      page('/', 'Haircuts and colour.', { title: 'Rosas Haarstudio | Friseur Adelboden' }, '', [
        'rosashaarstudio@gmail.com',
      ]),
      page('/preise', 'Preise.', { title: 'Preise | Rosas Haarstudio | Friseur Adelboden' }),
    ];
    expect(businessNameByAgreement(salon, null)?.value).toBe('Rosas Haarstudio');
  });

  it('never proposes a file name, a slug or an address line', () => {
    const pages = [
      page('/', 'Welcome.', { title: 'logo-final.png | 12 High Street' }),
      page('/about', 'About.', { title: 'About | Pine & Pepper' }),
    ];
    expect(businessNameByAgreement(pages, null)?.value).toBe('Pine & Pepper');
  });

  it('takes the name inside quotation marks, not the tagline after it or a lone quote mark', () => {
    const title = '"Green Tray Group" pots and trays for plants - Pots made in Belarus';
    const pages = [
      page('/', 'Company "Green Tray Group" makes plastic pots.', { title }),
      page('/shop', 'Pots and trays.', { title: `Shop | ${title}` }),
    ];
    expect(businessNameByAgreement(pages, null)?.value).toBe('Green Tray Group');
  });
});
