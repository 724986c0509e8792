import { describe, expect, it } from 'vitest';
import { draftCampaign } from './campaign/campaign';
import { clipSentences } from './format';

describe('clipSentences', () => {
  it('keeps whole sentences within the limit and cuts a single long sentence as a quote', () => {
    expect(clipSentences('One two. Three four five. Six.', 20)).toBe('One two.');
    expect(clipSentences('Short.', 20)).toBe('Short.');
    expect(clipSentences('A sentence far longer than the limit allows', 20)).toMatch(/…$/);
  });
});

describe('offline campaign reasoning', () => {
  it('quotes a long assumption and its metrics whole and ends on a full sentence', () => {
    const hypothesis =
      'Customers choose the salon for careful, lasting work — “Die Marke steht für hohe Qualität, Innovation und professionelle Standards, damit Sie stets die besten Produkte erhalten” — and will pay for a wash and blow-dry over a quicker, cheaper cut elsewhere.';
    const metrics =
      'Click-through rate of the quality-led ads at least 20% above the control; booking rate on the wash page; cost per booking falling over the first 14 days. Impact 8/10: the salon has the reviews to back it.';
    const { reasoning } = draftCampaign({
      crawl_id: 'c1',
      brand_story: '',
      hypothesis: { hypothesis, strategic_approach: '', success_metrics: metrics, daily_budget: 20 },
      offering_type: 'services',
      business: { name: 'Salon', hostname: 'salon.example', start_url: 'https://salon.example/' },
      products: [],
    });
    // Quoted whole: its own quotation in the inner marks, its full stop after the closing mark.
    expect(reasoning).toContain(`“${hypothesis.replace('“', '‘').replace('”', '’').replace(/\.$/, '')}”.`);
    expect(reasoning).toContain(metrics);
    expect(reasoning).not.toContain('…');
    expect(reasoning).toMatch(/[.!?]$/);
  });
});
