import { describe, expect, it } from 'vitest';
import { siblingFamilies, type LinkCandidate } from './link-follower';

const link = (path: string, extra: Partial<LinkCandidate> = {}): LinkCandidate => ({
  url: `https://locks.example${path}`,
  text: path,
  rel: null,
  fromSitemap: false,
  ...extra,
});

describe('siblingFamilies: the pages an offering page groups', () => {
  it('finds one-segment slugs sharing their last two words or their first two, three or more of them', () => {
    const family = siblingFamilies([
      link('/bmw-key-replacement-north/'),
      link('/audi-key-replacement-north/'),
      link('/land-rover-key-replacement-north/'),
      link('/wedding-hair-trial/'),
      link('/wedding-hair-day/'),
      link('/wedding-hair-package/'),
      link('/about-us/'),
      link('/contact/'),
      link('/blog/first-post-here/'),
      link('/blog/second-post-here/'),
      link('/blog/third-post-here/'),
    ]);
    expect([...family].map((key) => key.replace(/^.*?\/\//, '').replace(/^[^/]*/, '')).sort()).toEqual([
      '/audi-key-replacement-north/',
      '/bmw-key-replacement-north/',
      '/land-rover-key-replacement-north/',
      '/wedding-hair-day/',
      '/wedding-hair-package/',
      '/wedding-hair-trial/',
    ]);
  });

  it('never counts the towns a business serves, sitemap entries, or fewer than three siblings', () => {
    const family = siblingFamilies([
      link('/north-town-locksmith-24h/', { area: true }),
      link('/south-town-locksmith-24h/', { area: true }),
      link('/east-town-locksmith-24h/', { area: true }),
      link('/red-stone-mug-large/', { fromSitemap: true }),
      link('/blue-stone-mug-large/', { fromSitemap: true }),
      link('/green-stone-mug-large/', { fromSitemap: true }),
      link('/gift-card-small/'),
      link('/gift-card-large/'),
    ]);
    expect([...family]).toEqual([]);
  });
});
