import { describe, expect, it } from 'vitest';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { runContentChecks, type ContentExpectations } from './content-checks';
import { copyItems, prepareCopy, type CreativeCopy } from './elements';
import type { TextBox } from './text-layer';

type Elements =
  Blueprint['step_4_ad_type_specific_blueprint']['part_3_textual_elements_and_typography']['text_elements'];
const withContent = (change: (elements: Elements) => Elements) => {
  const blueprint = sampleBlueprint();
  const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  part3.text_elements = change(part3.text_elements);
  return blueprint;
};

/** Every text of the copy as drawn, except the ones named (left out for room). */
const drawnBoxes = (copy: CreativeCopy, except: string[] = []): TextBox[] =>
  copyItems(copy)
    .filter((item) => !except.includes(item.role))
    .map((item, index) => ({
      item,
      rect: { x: 60, y: 60 + index * 100, width: 900, height: 80 },
      family: 'Inter',
      weight: 700,
      fontSize: 48,
      color: '#111111',
      large: true,
      align: 'left',
    }));

const verdicts = (
  copy: CreativeCopy,
  options: { expect?: ContentExpectations; logo?: boolean; photo?: boolean; except?: string[] } = {},
) =>
  Object.fromEntries(
    runContentChecks({
      copy,
      boxes: drawnBoxes(copy, options.except),
      logoShown: options.logo ?? false,
      photoShown: options.photo ?? true,
      expect: options.expect ?? {},
    }).map((check) => [check.name, check]),
  );

describe('content checks read what a person reads', () => {
  it('pass a creative with the brand, the offering’s price as the site writes it, a headline and the CTA', () => {
    const copy = prepareCopy(
      withContent((list) => list.map((e) => (e.element_name === 'price' ? { ...e, content: '14,90 €' } : e))),
      { hasLogo: false, brandName: 'Macelleria Rossi' },
    );
    const result = verdicts(copy, {
      expect: { brandName: 'Macelleria Rossi', price: '14,90\u00a0€', ownPhoto: true },
    });
    expect(Object.values(result).filter((check) => !check.passed)).toEqual([]);
    expect(Object.keys(result)).toEqual(['clean_text', 'brand', 'price', 'photo', 'headline', 'cta']);
  });

  it('fail a price in another format or of another amount, and a price that could not be set', () => {
    const copy = prepareCopy(sampleBlueprint(), { hasLogo: true });
    expect(verdicts(copy, { logo: true, expect: { price: '34,00 $' } }).price!.passed).toBe(false);
    expect(verdicts(copy, { logo: true, expect: { price: '$35.00' } }).price).toMatchObject({
      passed: false,
      detail: expect.stringContaining('the offering costs "$35.00"'),
    });
    expect(verdicts(copy, { logo: true, expect: { price: '$34.00' } }).price!.passed).toBe(true);
    // A price says what it buys: the offering's name is on the creative too.
    expect(
      verdicts(copy, { logo: true, expect: { price: '$34.00', offeringName: 'Speckled mug' } }).price,
    ).toMatchObject({
      passed: false,
      detail: expect.stringContaining('without what it buys ("Speckled mug")'),
    });
    expect(
      verdicts(copy, { logo: true, expect: { price: '$34.00', offeringName: 'Hand thrown' } }).price!.passed,
    ).toBe(true);
    // Left out for room: never passed by dropping it.
    expect(verdicts(copy, { logo: true, except: ['price'] }).price).toMatchObject({
      passed: false,
      detail: expect.stringContaining('could not be set'),
    });
  });

  it('fail markup left in the text, a wrong brand line, no brand at all, and a missing headline or CTA', () => {
    // The copy is cleaned before layout ("&amp;#9742;" escaped twice, a tag); the check catches what gets through.
    const cleaned = prepareCopy(
      withContent((list) =>
        list.map((e) =>
          e.element_name === 'headline' ? { ...e, content: 'Fresh <b>daily</b> &amp;amp; local' } : e,
        ),
      ),
      { hasLogo: true },
    );
    expect(cleaned.headline!.text).toBe('Fresh daily & local');
    expect(verdicts(cleaned, { logo: true }).clean_text!.passed).toBe(true);
    const leftIn = { ...cleaned, headline: { ...cleaned.headline!, text: 'Spoedklus? &#9742; 013' } };
    expect(verdicts(leftIn, { logo: true }).clean_text!.passed).toBe(false);
    const town = prepareCopy(
      withContent((list) => [{ ...list[0]!, element_name: 'brand_name', content: 'LANNEMEZAN' }, ...list]),
      { hasLogo: false },
    );
    expect(verdicts(town, { expect: { brandName: 'Pizzeria du Château' } }).brand).toMatchObject({
      passed: false,
      detail: expect.stringContaining('the business is "Pizzeria du Château"'),
    });
    // No logo and no known name: the brand could not be shown, which fails.
    expect(verdicts(prepareCopy(sampleBlueprint(), { hasLogo: false })).brand!.passed).toBe(false);
    const copy = prepareCopy(sampleBlueprint(), { hasLogo: true });
    expect(verdicts(copy, { logo: true, except: ['headline'] }).headline!.passed).toBe(false);
    expect(verdicts(copy, { logo: true, except: ['cta'] }).cta!.passed).toBe(false);
  });

  it('leave out supporting lines that are navigation, a web address or a sentence cut at the page’s line break', () => {
    const lines = [
      'Shop / Gift Cards |',
      'Lees verder ->',
      'Meer op www.example.nl',
      'De behandeling bestaat voor een',
      'Free parking behind the shop',
    ];
    const copy = prepareCopy(
      withContent((list) => [
        ...list,
        ...lines.map((content, index) => ({ ...list[0]!, element_name: `feature_${index + 1}`, content })),
      ]),
      { hasLogo: true },
    );
    const body = copy.body.map((item) => item.text);
    expect(body).toContain('Free parking behind the shop');
    for (const line of lines.slice(0, 4)) expect(body).not.toContain(line);
    expect(copy.dropped.filter((note) => /left out/.test(note))).toHaveLength(4);
  });

  it('fail when the business’s own photo was given and the creative does not show it', () => {
    const copy = prepareCopy(sampleBlueprint(), { hasLogo: true });
    expect(verdicts(copy, { logo: true, photo: false, expect: { ownPhoto: true } }).photo!.passed).toBe(
      false,
    );
    expect(verdicts(copy, { logo: true, photo: false, expect: { ownPhoto: false } }).photo!.passed).toBe(
      true,
    );
  });

  it('fail a logo that links to another site from the page body, the business’s own in the header or naming it pass', () => {
    const copy = prepareCopy(sampleBlueprint(), { hasLogo: true });
    const logo = (evidence: NonNullable<ContentExpectations['logo']>, shown = true) =>
      verdicts(copy, { logo: shown, expect: { logo: evidence } }).logo!;
    const partner = logo({ place: 'footer', linksTo: 'kinderfysiotherapie.example', named: false });
    expect(partner.passed).toBe(false);
    expect(partner.detail).toMatch(/links to kinderfysiotherapie\.example from the footer/);
    expect(logo({ place: 'content', linksTo: 'guild.example', named: false }).passed).toBe(false);
    expect(logo({ place: 'header', linksTo: 'shop.example', named: false }).passed).toBe(true);
    expect(logo({ place: 'top', linksTo: 'cdn.example', named: true }).passed).toBe(true);
    expect(logo({ place: 'content', linksTo: null, named: false }).passed).toBe(true);
    // Not drawn: nothing to judge; without the crawl's reading the check is not made.
    expect(logo({ place: 'footer', linksTo: 'guild.example', named: false }, false).passed).toBe(true);
    expect(verdicts(copy, { logo: true }).logo).toBeUndefined();
  });
});
