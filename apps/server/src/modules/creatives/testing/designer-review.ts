import fs from 'node:fs';
import path from 'node:path';
import { ASPECT_RATIOS, type AspectRatio } from '@adsmith/domain/campaigns/constants';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { SELECTED_AD_TYPES, type SelectedAdType } from '@adsmith/domain/creatives/constants';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { ctaButtonLabel } from '@adsmith/domain/creatives/text-elements';
import { realSitesAvailable, realSitesDir } from '../../../test/realsites';
import { renderCreative, type RenderedCreative } from '../render/render-creative';

/**
 * What a designer checks on every creative, as a matrix of cases: every ad type × placement ratio × with and without
 * a photo, on two real sites' material. The test suite renders a sample that still covers every type, every ratio
 * and both kinds of picture (`designerReviewSample`); `npm run bench:render` renders the whole matrix.
 */
export type DesignerReviewCase = {
  label: string;
  render: () => Promise<RenderedCreative>;
  /** What a designer would reject in the rendered creative; empty when it can be signed off. */
  problems: (rendered: RenderedCreative) => string[];
};

const files = new Map<string, Buffer>();

/**
 * A real site's file, read once: every case gets the same Buffer, so the renderer decodes the photo and trims the
 * logo once for all of them, as it does for the four placements of one creative.
 */
function siteFile(site: string, file: string): Buffer {
  if (!realSitesAvailable()) return Buffer.alloc(0);
  const where = path.join(realSitesDir(), site, 'site', file);
  const bytes = files.get(where) ?? fs.readFileSync(where);
  files.set(where, bytes);
  return bytes;
}

type Element =
  Blueprint['step_4_ad_type_specific_blueprint']['part_3_textual_elements_and_typography']['text_elements'][number];

/** The sample blueprint as `type`, its text elements replaced by these (each styled like the sample's headline). */
export function blueprintOf(type: SelectedAdType, elements: Partial<Element>[]): Blueprint {
  const blueprint = structuredClone(sampleBlueprint());
  blueprint.step_2_ad_type_definition.selected_type = type;
  const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  const [headline] = part3.text_elements;
  part3.text_elements = elements.map((fields) => ({ ...headline!, ...fields }));
  return blueprint;
}

/**
 * What a designer rejected on a driving-school run (a services site without product photos): the logo twice, bullet
 * lines cut with "…", a button that was not the ad's CTA, tiny text crammed into the top of a 9:16 over an empty
 * brand background. The blueprint as the run drafted it: brand name, headline, three value propositions as they
 * were cut, a CTA.
 */
export const drivingSchool = (type: SelectedAdType, cta = 'Order Now') =>
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

/** The driving school's real logo and photo. */
export const drivingSchoolLogo = () => siteFile('arrow-driving', 'images/arrow-header1.png');
const drivingSchoolPhoto = () => siteFile('arrow-driving', 'images/arrow-driving-cars.jpg');

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
const skateDeckPhoto = () => siteFile('bazaskate', 'wp-content/uploads/2022/10/IMG_3985-1-800x800.jpg');

const meets = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const failedChecks = (rendered: RenderedCreative) =>
  rendered.checks.filter((check) => !check.passed).map((check) => `check failed: ${check.detail}`);

/** One brand mark, no ellipsis, the ad's own CTA, every design check passed. */
function signOff(type: SelectedAdType, ratio: AspectRatio, withPhoto: boolean): DesignerReviewCase {
  return {
    label: `driving school, ${type} ${ratio} ${withPhoto ? 'photo' : 'no photo'}: one brand mark, no ellipsis, the ad’s own CTA`,
    render: () =>
      renderCreative(
        drivingSchool(type),
        ratio,
        { product: withPhoto ? drivingSchoolPhoto() : null, background: null, logo: drivingSchoolLogo() },
        { brandName: 'Arrow Driving School', ctaLabel: ctaButtonLabel('BOOK_NOW') },
      ),
    problems: (rendered) => {
      const problems: string[] = [];
      if (rendered.brandMarks.length !== 1) problems.push(`${rendered.brandMarks.length} brand marks`);
      for (const box of rendered.boxes)
        if (/…|\.\.\./.test(box.item.text)) problems.push(`an ellipsis: "${box.item.text}"`);
      const ctas = rendered.boxes.filter((box) => box.item.role === 'cta').map((box) => box.item.text);
      if (ctas.join('|') !== 'BOOK NOW') problems.push(`buttons: ${JSON.stringify(ctas)}`);
      return [...problems, ...failedChecks(rendered)];
    },
  };
}

/** On 9:16: a headline of at least a twentieth of the height, all text in the safe band, body text not shrunk. */
function storyPlacement(type: SelectedAdType, withPhoto: boolean): DesignerReviewCase {
  return {
    label: `driving school, ${type} 9:16 ${withPhoto ? 'photo' : 'no photo'}: a large headline, all text in the safe band`,
    render: () =>
      renderCreative(
        drivingSchool(type),
        '9:16',
        { product: withPhoto ? drivingSchoolPhoto() : null, background: null, logo: drivingSchoolLogo() },
        { ctaLabel: 'Book Now' },
      ),
    problems: (rendered) => {
      const problems: string[] = [];
      const headline = rendered.boxes.find((box) => box.item.role === 'headline');
      // A testimonial card (and any long headline) reads at a calmer size: 3.5 % of the height.
      const floor = rendered.plan.kind === 'quote' || (headline?.item.text.length ?? 0) > 60 ? 0.035 : 0.05;
      if (!headline || headline.fontSize < Math.round(rendered.height * floor))
        problems.push(`headline at ${headline?.fontSize ?? 'no'} px`);
      const { safe } = rendered.plan;
      for (const box of rendered.boxes)
        if (box.rect.y < safe.y || box.rect.y + box.rect.height > safe.y + safe.height)
          problems.push(`"${box.item.text}" outside the safe band`);
      // Body text reads at least as large as on the 1:1 feed square.
      for (const box of rendered.boxes.filter((item) => item.item.role === 'body'))
        if (box.fontSize < Math.round(rendered.height * 0.05 * 0.45))
          problems.push(`body "${box.item.text}" at ${box.fontSize} px`);
      return problems;
    },
  };
}

/** A product creative: one price, one brand mark, the CTA clear of every text, every design check passed. */
function productCreative(type: SelectedAdType, ratio: AspectRatio): DesignerReviewCase {
  return {
    label: `skateboard shop, ${type} ${ratio}: one price, one brand mark, the CTA clear of every text`,
    render: () =>
      renderCreative(
        skateDeck(type),
        ratio,
        { product: skateDeckPhoto(), background: null, logo: null },
        { brandName: 'БАЗА Скейтборды', ctaLabel: ctaButtonLabel('SHOP_NOW') },
      ),
    problems: (rendered) => {
      const problems: string[] = [];
      const prices = rendered.boxes.filter((box) => box.item.role === 'price');
      if (prices.length !== 1) problems.push(`${prices.length} prices`);
      if (rendered.brandMarks.length !== 1) problems.push(`${rendered.brandMarks.length} brand marks`);
      const cta = rendered.boxes.find((box) => box.item.role === 'cta');
      if (!cta) problems.push('no button');
      for (const box of rendered.boxes)
        if (cta && box !== cta && meets(box.rect, cta.rect))
          problems.push(`"${box.item.text}" under the button`);
      return [...problems, ...failedChecks(rendered)];
    },
  };
}

/** The whole matrix: 80 sign-off cases, 20 on 9:16, 40 product creatives. */
export function designerReviewMatrix(): DesignerReviewCase[] {
  const photos = [false, true];
  return [
    ...SELECTED_AD_TYPES.flatMap((type) =>
      photos.flatMap((withPhoto) => ASPECT_RATIOS.map((ratio) => signOff(type, ratio, withPhoto))),
    ),
    ...SELECTED_AD_TYPES.flatMap((type) => photos.map((withPhoto) => storyPlacement(type, withPhoto))),
    ...SELECTED_AD_TYPES.flatMap((type) => ASPECT_RATIOS.map((ratio) => productCreative(type, ratio))),
  ];
}

/**
 * The cases the test suite renders: every ad type twice in sign-off (once with the photo, once without, at ratios
 * that rotate with the type so each ratio is met by five types in each kind), once on 9:16 (photo and no photo
 * alternating) and once as a product creative (ratio rotating). 40 renders instead of 140.
 */
export function designerReviewSample(): DesignerReviewCase[] {
  return SELECTED_AD_TYPES.flatMap((type, index) => [
    signOff(type, ASPECT_RATIOS[index % ASPECT_RATIOS.length]!, false),
    signOff(type, ASPECT_RATIOS[(index + 1) % ASPECT_RATIOS.length]!, true),
    storyPlacement(type, index % 2 === 1),
    productCreative(type, ASPECT_RATIOS[(index + 2) % ASPECT_RATIOS.length]!),
  ]);
}
