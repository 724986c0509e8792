import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS } from '@adsmith/domain/campaigns/constants';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { SELECTED_AD_TYPES, type SelectedAdType } from '@adsmith/domain/creatives/constants';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { ctaButtonLabel } from '@adsmith/domain/creatives/text-elements';
import { completeLine } from '../../../ai/offline/creative/complete-line';
import { realSitesAvailable, realSitesDir } from '../../../test/realsites';
import { renderCreative } from './render-creative';

/**
 * What a designer rejected on the driving-school run (a services site without product photos): the logo twice, bullet
 * lines cut with "…", a button that was not the ad's CTA, tiny text crammed into the top of a 9:16 over an empty
 * brand background. Rendered with the site's real logo.
 */
const SITE = path.join(realSitesDir(), 'arrow-driving/site');
const read = (file: string) => (realSitesAvailable() ? fs.readFileSync(path.join(SITE, file)) : Buffer.alloc(0));
const logo = read('images/arrow-header1.png');
const photo = read('images/arrow-driving-cars.jpg');

/** The blueprint the run drafted: brand name, headline, three value propositions as they were cut, a CTA. */
function drivingSchool(type: SelectedAdType, cta = 'Order Now'): Blueprint {
  const blueprint = structuredClone(sampleBlueprint());
  blueprint.step_2_ad_type_definition.selected_type = type;
  const [headline] = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements;
  const like = (fields: Partial<typeof headline>) => ({ ...headline!, ...fields });
  blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements = [
    like({ element_name: 'brand_name', content: 'Arrow Driving School', size_description: 'small', case: 'uppercase' }),
    like({ element_name: 'headline', content: 'Fully qualified since 2004', size_description: 'extra large' }),
    like({ element_name: 'feature_1', content: 'Driving is for everyone, and Stephen is particularly…', size_description: 'medium', weight: '400' }),
    like({ element_name: 'feature_2', content: 'Driving lessons for everyone', size_description: 'medium', weight: '400' }),
    like({ element_name: 'feature_3', content: 'Specialising in drivers with English as a second language,...', size_description: 'medium', weight: '400' }),
    like({ element_name: 'cta', content: cta, size_description: 'medium', case: 'uppercase', weight: '700' }),
  ];
  return blueprint;
}

describe('complete lines: a creative never shows a sentence cut off', () => {
  it('keeps the complete clauses of a line that arrived cut, or drops it', () => {
    expect(completeLine('Driving is for everyone, and Stephen is particularly…', 60)).toBe('Driving is for everyone');
    expect(completeLine('Specialising in drivers with English as a second language,…', 60)).toBe('Specialising in drivers with English as a second language');
    expect(completeLine('Patient instructors. Dual-control cars for every lesson you book with us.', 30)).toBe('Patient instructors.');
    expect(completeLine('Particularly…', 60)).toBeNull();
    expect(completeLine('A quote that goes on and on without any full stop and never ends', 30, { sentencesOnly: true })).toBeNull();
    expect(completeLine('Driving lessons for everyone', 60)).toBe('Driving lessons for everyone');
  });
});

describe.runIf(realSitesAvailable())('the driving-school creatives a designer would sign off', () => {
  it.each(SELECTED_AD_TYPES)('%s: one brand mark, no ellipsis, the ad’s own CTA, at every ratio with and without a photo', async (type) => {
    for (const product of [null, photo]) {
      for (const ratio of ASPECT_RATIOS) {
        const rendered = await renderCreative(drivingSchool(type), ratio, { product, background: null, logo }, { brandName: 'Arrow Driving School', ctaLabel: ctaButtonLabel('BOOK_NOW') });
        const label = `${type} ${ratio} ${product ? 'photo' : 'no photo'}`;
        expect(rendered.brandMarks, label).toHaveLength(1);
        const texts = rendered.boxes.map((box) => box.item.text);
        expect(texts.filter((text) => /…|\.\.\./.test(text)), label).toEqual([]);
        const ctas = rendered.boxes.filter((box) => box.item.role === 'cta').map((box) => box.item.text);
        expect(ctas, label).toEqual(['BOOK NOW']);
        expect(rendered.checks.filter((check) => !check.passed), label).toEqual([]);
      }
    }
  });

  it('puts the ad’s CTA on a blueprint that has no button at all', async () => {
    const blueprint = drivingSchool('feature_callout');
    const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
    part3.text_elements = part3.text_elements.filter((element) => element.element_name !== 'cta');
    const rendered = await renderCreative(blueprint, '9:16', { product: null, background: null, logo }, { ctaLabel: ctaButtonLabel('CONTACT_US') });
    expect(rendered.boxes.filter((box) => box.item.role === 'cta').map((box) => box.item.text)).toEqual(['CONTACT US']);
  });

  it.each(SELECTED_AD_TYPES)('%s on 9:16: a headline of at least a twentieth of the height, all text in the safe band', async (type) => {
    for (const product of [null, photo]) {
      const rendered = await renderCreative(drivingSchool(type), '9:16', { product, background: null, logo }, { ctaLabel: 'Book Now' });
      const headline = rendered.boxes.find((box) => box.item.role === 'headline')!;
      const floor = headline.item.text.length > 60 ? 0.035 : 0.05;
      expect(headline.fontSize, `${type} ${product ? 'photo' : 'no photo'}`).toBeGreaterThanOrEqual(Math.round(rendered.height * floor));
      const { safe } = rendered.plan;
      for (const box of rendered.boxes) {
        expect(box.rect.y).toBeGreaterThanOrEqual(safe.y);
        expect(box.rect.y + box.rect.height).toBeLessThanOrEqual(safe.y + safe.height);
      }
      // Body text reads at least as large as on the 1:1 feed square.
      const body = rendered.boxes.filter((box) => box.item.role === 'body');
      for (const box of body) expect(box.fontSize).toBeGreaterThanOrEqual(Math.round(rendered.height * 0.05 * 0.45));
    }
  });
});
