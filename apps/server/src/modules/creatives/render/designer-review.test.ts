import { describe, expect, it } from 'vitest';
import { ctaButtonLabel } from '@adsmith/domain/creatives/text-elements';
import { completeLine } from '../../../ai/offline/creative/complete-line';
import { realSitesAvailable } from '../../../test/realsites';
import { designerReviewSample, drivingSchool, drivingSchoolLogo } from '../testing/designer-review';
import { renderCreative } from './render-creative';

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

describe.runIf(realSitesAvailable())(
  'creatives a designer would sign off (a sample; bench:render renders all 140)',
  () => {
    it.each(designerReviewSample().map((item) => [item.label, item] as const))('%s', async (_label, item) => {
      expect(item.problems(await item.render())).toEqual([]);
    });

    it('puts the ad’s CTA on a blueprint that has no button at all', async () => {
      const blueprint = drivingSchool('feature_callout');
      const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
      part3.text_elements = part3.text_elements.filter((element) => element.element_name !== 'cta');
      const rendered = await renderCreative(
        blueprint,
        '9:16',
        { product: null, background: null, logo: drivingSchoolLogo() },
        { ctaLabel: ctaButtonLabel('CONTACT_US') },
      );
      expect(rendered.boxes.filter((box) => box.item.role === 'cta').map((box) => box.item.text)).toEqual([
        'CONTACT US',
      ]);
    });
  },
);
