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
const read = (file: string) =>
  realSitesAvailable() ? fs.readFileSync(path.join(SITE, file)) : Buffer.alloc(0);
const logo = read('images/arrow-header1.png');
const photo = read('images/arrow-driving-cars.jpg');

type Element =
  Blueprint['step_4_ad_type_specific_blueprint']['part_3_textual_elements_and_typography']['text_elements'][number];
/** The sample blueprint as `type`, its text elements replaced by these (each styled like the sample's headline). */
function blueprintOf(type: SelectedAdType, elements: Partial<Element>[]): Blueprint {
  const blueprint = structuredClone(sampleBlueprint());
  blueprint.step_2_ad_type_definition.selected_type = type;
  const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  const [headline] = part3.text_elements;
  part3.text_elements = elements.map((fields) => ({ ...headline!, ...fields }));
  return blueprint;
}

/** The blueprint the run drafted: brand name, headline, three value propositions as they were cut, a CTA. */
const drivingSchool = (type: SelectedAdType, cta = 'Order Now') =>
  blueprintOf(type, [
    {
      element_name: 'brand_name',
      content: 'Arrow Driving School',
      size_description: 'small',
      case: 'uppercase',
    },
    { element_name: 'headline', content: 'Fully qualified since 2004', size_description: 'extra large' },
    {
      element_name: 'feature_1',
      content: 'Driving is for everyone, and Stephen is particularly…',
      size_description: 'medium',
      weight: '400',
    },
    {
      element_name: 'feature_2',
      content: 'Driving lessons for everyone',
      size_description: 'medium',
      weight: '400',
    },
    {
      element_name: 'feature_3',
      content: 'Specialising in drivers with English as a second language,...',
      size_description: 'medium',
      weight: '400',
    },
    { element_name: 'cta', content: cta, size_description: 'medium', case: 'uppercase', weight: '700' },
  ]);

describe('complete lines: a creative never shows a sentence cut off', () => {
  it('keeps the complete clauses of a line that arrived cut, or drops it', () => {
    expect(completeLine('Driving is for everyone, and Stephen is particularly…', 60)).toBe(
      'Driving is for everyone',
    );
    expect(completeLine('Specialising in drivers with English as a second language,…', 60)).toBe(
      'Specialising in drivers with English as a second language',
    );
    expect(
      completeLine('Patient instructors. Dual-control cars for every lesson you book with us.', 30),
    ).toBe('Patient instructors.');
    expect(completeLine('Particularly…', 60)).toBeNull();
    expect(
      completeLine('A quote that goes on and on without any full stop and never ends', 30, {
        sentencesOnly: true,
      }),
    ).toBeNull();
    expect(completeLine('Driving lessons for everyone', 60)).toBe('Driving lessons for everyone');
  });
});

describe.runIf(realSitesAvailable())('the driving-school creatives a designer would sign off', () => {
  it.each(SELECTED_AD_TYPES)(
    '%s: one brand mark, no ellipsis, the ad’s own CTA, at every ratio with and without a photo',
    async (type) => {
      for (const product of [null, photo]) {
        for (const ratio of ASPECT_RATIOS) {
          const rendered = await renderCreative(
            drivingSchool(type),
            ratio,
            { product, background: null, logo },
            { brandName: 'Arrow Driving School', ctaLabel: ctaButtonLabel('BOOK_NOW') },
          );
          const label = `${type} ${ratio} ${product ? 'photo' : 'no photo'}`;
          expect(rendered.brandMarks, label).toHaveLength(1);
          const texts = rendered.boxes.map((box) => box.item.text);
          expect(
            texts.filter((text) => /…|\.\.\./.test(text)),
            label,
          ).toEqual([]);
          const ctas = rendered.boxes.filter((box) => box.item.role === 'cta').map((box) => box.item.text);
          expect(ctas, label).toEqual(['BOOK NOW']);
          expect(
            rendered.checks.filter((check) => !check.passed),
            label,
          ).toEqual([]);
        }
      }
    },
  );

  it('puts the ad’s CTA on a blueprint that has no button at all', async () => {
    const blueprint = drivingSchool('feature_callout');
    const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
    part3.text_elements = part3.text_elements.filter((element) => element.element_name !== 'cta');
    const rendered = await renderCreative(
      blueprint,
      '9:16',
      { product: null, background: null, logo },
      { ctaLabel: ctaButtonLabel('CONTACT_US') },
    );
    expect(rendered.boxes.filter((box) => box.item.role === 'cta').map((box) => box.item.text)).toEqual([
      'CONTACT US',
    ]);
  });

  it.each(SELECTED_AD_TYPES)(
    '%s on 9:16: a headline of at least a twentieth of the height, all text in the safe band',
    async (type) => {
      for (const product of [null, photo]) {
        const rendered = await renderCreative(
          drivingSchool(type),
          '9:16',
          { product, background: null, logo },
          { ctaLabel: 'Book Now' },
        );
        const headline = rendered.boxes.find((box) => box.item.role === 'headline')!;
        // A testimonial card (and any long headline) reads at a calmer size: 3.5 % of the height.
        const floor = rendered.plan.kind === 'quote' || headline.item.text.length > 60 ? 0.035 : 0.05;
        expect(headline.fontSize, `${type} ${product ? 'photo' : 'no photo'}`).toBeGreaterThanOrEqual(
          Math.round(rendered.height * floor),
        );
        const { safe } = rendered.plan;
        for (const box of rendered.boxes) {
          expect(box.rect.y).toBeGreaterThanOrEqual(safe.y);
          expect(box.rect.y + box.rect.height).toBeLessThanOrEqual(safe.y + safe.height);
        }
        // Body text reads at least as large as on the 1:1 feed square.
        const body = rendered.boxes.filter((box) => box.item.role === 'body');
        for (const box of body)
          expect(box.fontSize).toBeGreaterThanOrEqual(Math.round(rendered.height * 0.05 * 0.45));
      }
    },
  );
});

/** A product site: the shop's own deck photo, a Cyrillic name, a price. */
const skateDeck = (type: SelectedAdType) =>
  blueprintOf(type, [
    { element_name: 'brand_name', content: 'БАЗА Скейтборды', size_description: 'small', case: 'uppercase' },
    {
      element_name: 'headline',
      content: 'Дека бланковая БАЗА Фиолетовая + Наждак',
      size_description: 'extra large',
    },
    {
      element_name: 'subheadline',
      content: 'Канадский клён, 7 слоёв. Наждак в комплекте.',
      size_description: 'medium',
      weight: '400',
    },
    { element_name: 'price', content: '3 790 ₽', size_description: 'large' },
    {
      element_name: 'cta',
      content: 'Shop Now',
      case: 'uppercase',
      weight: '700',
      size_description: 'medium',
    },
  ]);

const meets = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.runIf(realSitesAvailable())('the skateboard shop’s product creatives', () => {
  const deck = () =>
    fs.readFileSync(
      path.join(realSitesDir(), 'bazaskate/site/wp-content/uploads/2022/10/IMG_3985-1-800x800.jpg'),
    );
  it.each(SELECTED_AD_TYPES)(
    '%s: one price, one brand mark, the CTA clear of every text, at every ratio',
    async (type) => {
      for (const ratio of ASPECT_RATIOS) {
        const rendered = await renderCreative(
          skateDeck(type),
          ratio,
          { product: deck(), background: null, logo: null },
          { brandName: 'БАЗА Скейтборды', ctaLabel: ctaButtonLabel('SHOP_NOW') },
        );
        const label = `${type} ${ratio}`;
        expect(
          rendered.boxes.filter((box) => box.item.role === 'price'),
          label,
        ).toHaveLength(1);
        expect(rendered.brandMarks, label).toHaveLength(1);
        const cta = rendered.boxes.find((box) => box.item.role === 'cta')!;
        expect(
          rendered.boxes
            .filter((box) => box !== cta && meets(box.rect, cta.rect))
            .map((box) => box.item.text),
          label,
        ).toEqual([]);
        expect(
          rendered.checks.filter((check) => !check.passed),
          label,
        ).toEqual([]);
      }
    },
  );
});
