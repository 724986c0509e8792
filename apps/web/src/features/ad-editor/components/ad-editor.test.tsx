import { PLATFORM_CHANNEL } from '@adsmith/domain/campaigns/cta';
import { CampaignLimitMessages } from '@adsmith/domain/campaigns/messages';
import { createBlankAd } from '@adsmith/domain/campaigns/new-items';
import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { AdEditor, type AdDraft } from './ad-editor';

function buildAd(overrides: Partial<AdDraft> = {}): AdDraft {
  return {
    ...createBlankAd({
      adSet: { id: 'adset-1', name: 'Weekend riders' },
      name: 'Ad 1',
      channel: PLATFORM_CHANNEL,
      offeringType: 'products',
    }),
    ...overrides,
  };
}

type HarnessOptions = {
  ad?: AdDraft;
  channel?: string;
  offeringType?: BusinessOfferingType;
  disabled?: boolean;
};

/** The editor held by a parent that keeps the draft in state, as the wizard does; `onChange` records every draft. */
function renderEditor({
  ad = buildAd(),
  channel = PLATFORM_CHANNEL,
  offeringType = 'products',
  disabled = false,
}: HarnessOptions = {}) {
  const onChange = vi.fn<(next: AdDraft) => void>();
  function Harness() {
    const [draft, setDraft] = useState(ad);
    return (
      <AdEditor
        ad={draft}
        channel={channel}
        offeringType={offeringType}
        disabled={disabled}
        onChange={(next) => {
          onChange(next);
          setDraft(next);
        }}
      />
    );
  }
  const rendered = renderWithProviders(<Harness />);
  const lastDraft = (): AdDraft => {
    const call = onChange.mock.calls.at(-1);
    if (!call) throw new Error('onChange was never called');
    return call[0];
  };
  return { ...rendered, onChange, lastDraft };
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('AdEditor counters', () => {
  it('counts the characters left and flags text over the SPEC limits', async () => {
    const { user } = renderEditor();
    const headline = screen.getByRole('textbox', { name: /^Headline\s*\*?$/ });
    expect(headline).toHaveAccessibleDescription('40 characters remaining');

    await user.type(headline, 'Ride further');
    expect(headline).toHaveAccessibleDescription('28 characters remaining');
    expect(headline).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(headline);
    await user.click(headline);
    await user.paste('x'.repeat(41));
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(headline).toHaveAccessibleDescription(/1 character over the limit/);
    expect(screen.getAllByText('Must be at most 40 characters').length).toBeGreaterThan(0);
    // The counter itself turns red.
    expect(screen.getAllByText('1 character over the limit')[0]).toHaveAttribute('data-over-limit', 'true');
  });

  it('uses 125 for primary text and 30 for the description', async () => {
    const { user } = renderEditor();
    const primary = screen.getByRole('textbox', { name: /^Primary text\s*\*?$/ });
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(primary).toHaveAccessibleDescription('125 characters remaining');
    expect(description).toHaveAccessibleDescription('30 characters remaining');

    await user.click(description);
    await user.paste('y'.repeat(33));
    expect(description).toHaveAccessibleDescription(/3 characters over the limit/);
    expect(screen.getByText('Must be at most 30 characters')).toBeInTheDocument();
  });
});

describe('AdEditor variations', () => {
  it('mirrors the main headline in variation 1, both ways, and offers no way to remove it', async () => {
    const { user, lastDraft } = renderEditor();
    const main = screen.getByRole('textbox', { name: /^Headline\s*\*?$/ });
    const first = screen.getByRole('textbox', { name: 'Headline variation 1' });

    await user.type(main, 'Built to last');
    expect(first).toHaveValue('Built to last');
    expect(lastDraft().headline_variations[0]).toBe('Built to last');

    await user.type(first, '!');
    expect(main).toHaveValue('Built to last!');
    expect(lastDraft().headline).toBe('Built to last!');
    expect(screen.queryByRole('button', { name: 'Remove headline variation 1' })).not.toBeInTheDocument();
  });

  it('shows the main text as variation 1 when a generated ad has no variation list', () => {
    renderEditor({ ad: buildAd({ primary_text: 'Hand-built frames.', primary_text_variations: [] }) });
    expect(screen.getByRole('textbox', { name: 'Primary text variation 1' })).toHaveValue(
      'Hand-built frames.',
    );
  });

  it('adds up to 5 variations and removes any but the first', async () => {
    const { user, lastDraft } = renderEditor({
      ad: buildAd({ headline: 'One', headline_variations: ['One'] }),
    });
    const add = screen.getByRole('button', { name: 'Add headline variation' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Headline variation \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(lastDraft().headline_variations).toEqual(['One', '', '', '', '']);

    await user.type(screen.getByRole('textbox', { name: 'Headline variation 3' }), 'Three');
    await user.click(screen.getByRole('button', { name: 'Remove headline variation 2' }));
    expect(lastDraft().headline_variations).toEqual(['One', 'Three', '', '']);
    expect(screen.getByRole('textbox', { name: 'Headline variation 2' })).toHaveValue('Three');
    expect(add).toBeEnabled();
  });

  it('keeps primary-text variations apart from headline variations', async () => {
    const { user, lastDraft } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add primary text variation' }));
    await user.type(screen.getByRole('textbox', { name: 'Primary text variation 2' }), 'Another angle');
    expect(lastDraft().primary_text_variations).toEqual(['', 'Another angle']);
    expect(lastDraft().headline_variations).toEqual(['']);
  });
});

describe('AdEditor call to action', () => {
  it('offers only Shop Now and Order Now for a products business on the ad platform', () => {
    renderEditor({ offeringType: 'products' });
    expect(optionLabels(screen.getByRole('combobox', { name: 'Call to action' }))).toEqual([
      'Shop Now',
      'Order Now',
    ]);
    expect(screen.getByText(CampaignLimitMessages.shoppableProductsTip)).toBeInTheDocument();
  });

  it('offers the service list with services, and other channels add Buy Now, Download and Custom', () => {
    const services = renderEditor({ offeringType: 'services', ad: buildAd({ call_to_action: 'BOOK_NOW' }) });
    const select = screen.getByRole('combobox', { name: 'Call to action' });
    expect(optionLabels(select)).toHaveLength(13);
    expect(optionLabels(select)).toContain('Book Now');
    expect(optionLabels(select)).not.toContain('Shop Now');
    expect(select).toHaveValue('BOOK_NOW');
    services.unmount();

    renderEditor({ offeringType: 'products', channel: 'website' });
    expect(optionLabels(screen.getByRole('combobox', { name: 'Call to action' }))).toEqual([
      'Shop Now',
      'Order Now',
      'Buy Now',
      'Download',
      'Custom',
    ]);
  });

  it('falls back to the first allowed call to action and corrects the draft', () => {
    const { onChange } = renderEditor({ offeringType: 'mixed', ad: buildAd({ call_to_action: 'SHOP_NOW' }) });
    expect(screen.getByRole('combobox', { name: 'Call to action' })).toHaveValue('GET_OFFER');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].call_to_action).toBe('GET_OFFER');
  });

  it('shows custom text only for CUSTOM and clears it when the call to action changes', async () => {
    const { user, lastDraft } = renderEditor({ channel: 'website' });
    const select = screen.getByRole('combobox', { name: 'Call to action' });
    expect(screen.queryByRole('textbox', { name: /Custom call-to-action text/ })).not.toBeInTheDocument();

    await user.selectOptions(select, 'CUSTOM');
    const custom = screen.getByRole('textbox', { name: /Custom call-to-action text/ });
    expect(custom).toHaveAccessibleDescription('20 characters remaining');
    await user.type(custom, 'Reserve a fitting');
    expect(lastDraft().custom_cta_text).toBe('Reserve a fitting');
    expect(custom).toHaveAccessibleDescription('3 characters remaining');

    await user.selectOptions(select, 'BUY_NOW');
    expect(lastDraft()).toMatchObject({ call_to_action: 'BUY_NOW', custom_cta_text: null });
    expect(screen.queryByRole('textbox', { name: /Custom call-to-action text/ })).not.toBeInTheDocument();
  });

  it('drops custom text left on an ad whose call to action is not CUSTOM', () => {
    const { onChange } = renderEditor({ ad: buildAd({ custom_cta_text: 'Stale text' }) });
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ call_to_action: 'SHOP_NOW', custom_cta_text: null });
  });
});

describe('AdEditor format', () => {
  it('clears the media when the ad type changes, and keeps the aspect ratio choice', async () => {
    const ad = buildAd({
      media_url: '/api/proxy-media/creative.png',
      media: '/api/proxy-media/creative.png',
    });
    const { user, lastDraft } = renderEditor({ ad });
    const adType = screen.getByRole('combobox', { name: 'Ad type' });
    expect(adType).toHaveValue('single_image');
    expect(adType).toHaveAccessibleDescription('Changing the ad type removes the current media.');

    await user.selectOptions(adType, 'video');
    expect(lastDraft()).toMatchObject({ ad_type: 'video', media: null, media_url: null });

    const ratio = screen.getByRole('combobox', { name: 'Aspect ratio' });
    expect(ratio).toHaveValue('1:1');
    expect(optionLabels(ratio)).toHaveLength(4);
    await user.selectOptions(ratio, '9:16');
    expect(lastDraft()).toMatchObject({ aspect_ratio: '9:16', ad_type: 'video' });
  });

  it('is read-only when disabled and does not rewrite the draft', () => {
    const { onChange } = renderEditor({ disabled: true, offeringType: 'services' });
    expect(screen.getByRole('textbox', { name: /^Headline\s*\*?$/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Call to action' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add headline variation' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
