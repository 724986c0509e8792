import { describe, expect, it } from 'vitest';
import { businessNameOf, isPresentableName } from './profile.service';

describe('the business name on drafts and creatives', () => {
  const crawl = (siteName: string | null) => ({
    hostname: 'www.cascinasantarita.it',
    brandSignals: siteName ? { siteName, logoUrl: null, logoSource: null, colors: [], fonts: [] } : null,
  });
  const profile = (name: string, city: string | null = null) => ({
    businessName: { value: name, source: { url: 'https://www.cascinasantarita.it/', quote: null } },
    location: {
      country: null,
      region: null,
      street: null,
      otherCountries: [],
      isLocal: true,
      city: city ? { value: city, basis: 'address' as const, source: null } : null,
    },
  });

  it('is never a file name, a slug or the town: the site name, else the host, stands in', () => {
    expect(isPresentableName('cascinasantarita-git')).toBe(false);
    expect(isPresentableName('CASCINASANTARITA-GIT')).toBe(false);
    expect(isPresentableName('logo_final.png')).toBe(false);
    expect(isPresentableName('Lannemezan', 'Lannemezan')).toBe(false);
    expect(isPresentableName('Coca-Cola')).toBe(true);
    expect(isPresentableName('SchutzmaskeKaufen.at')).toBe(true);
    expect(businessNameOf(crawl('Cascina Santa Rita'), profile('cascinasantarita-git'))).toBe(
      'Cascina Santa Rita',
    );
    expect(businessNameOf(crawl(null), profile('LANNEMEZAN', 'Lannemezan'))).toBe('Cascinasantarita');
    expect(businessNameOf(crawl('Pizzeria Da Toni'), profile('Pizzeria Da Toni', 'Lannemezan'))).toBe(
      'Pizzeria Da Toni',
    );
  });
});
