import type { Ad, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import { AdCreativePanel } from './ad-creative-panel';

const initialAd: Ad = {
  id: 'ad-1',
  ad_set_id: 'set-1',
  name: 'Ad 1',
  ad_type: 'single_image',
  headline: 'Roasted to order',
  headline_variations: [],
  primary_text: 'Fresh beans every week.',
  primary_text_variations: [],
  description: 'Free shipping',
  call_to_action: 'SHOP_NOW',
  aspect_ratio: '1:1',
  product_ids: ['p2'],
  isManuallyCreated: false,
  creative_approach: '',
  value_proposition: '',
  media_url: null,
};
const products: DraftProduct[] = [
  { id: 'p1', name: 'Colombia Huila', price: '18.00', image_url: 'https://shop.example/p1.png' },
  { id: 'p2', name: 'Ethiopia Yirgacheffe', price: '24.00', image_url: 'https://shop.example/p2.png' },
];

type Overrides = Partial<Record<'image' | 'upload', (request: RecordedRequest) => Response>>;
function serve(overrides: Overrides = {}) {
  return stubFetch((request) => {
    if (request.url.endsWith('/generate-static-ad-blueprint'))
      return jsonResponse(200, { blueprint: sampleBlueprint(), justification: 'fits', notices: [] });
    if (request.url.endsWith('/generate-image-prompt')) return jsonResponse(200, { prompt: 'A sunny cafe' });
    if (request.url.endsWith('/generate-static-ad-image'))
      return (
        overrides.image?.(request) ?? jsonResponse(200, { image_url: 'https://cdn.example/creative.png' })
      );
    if (request.url.endsWith('/media/upload'))
      return overrides.upload?.(request) ?? jsonResponse(201, { url: '/api/proxy-media/u/own.png' });
    if (request.url.startsWith('/api/proxy-media/'))
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    throw new Error(`unexpected ${request.url}`);
  });
}

/** The panel as the wizard holds it: every onChange becomes the ad it shows next. */
function renderPanel() {
  const onChange = vi.fn();
  storeSession();
  function Harness() {
    const [ad, setAd] = useState(initialAd);
    return (
      <AdCreativePanel
        ad={ad}
        onChange={(next) => {
          onChange(next);
          setAd(next);
        }}
        adSet={{ id: 'set-1', name: 'Coffee lovers' }}
        products={products}
        hypothesisId="hyp-1"
        pageName="acme.example"
        isAdmin={false}
      />
    );
  }
  return { ...renderWithProviders(<Harness />), onChange };
}

const preview = () => screen.getByRole('figure', { name: 'Ad preview for acme.example' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AdCreativePanel', () => {
  it('shows the ad in the feed preview with its product until a creative is made', () => {
    serve();
    renderPanel();
    expect(within(preview()).getByText('Fresh beans every week.')).toBeInTheDocument();
    expect(within(preview()).getByText('Roasted to order')).toBeInTheDocument();
    expect(within(preview()).getByRole('img', { name: 'Ethiopia Yirgacheffe' })).toHaveAttribute(
      'src',
      'https://shop.example/p2.png',
    );
  });

  it('Create Creative → generate → "Use this creative" sets media_url and the preview shows the image first', async () => {
    const { requests } = serve();
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Creative' }));
    await user.click(await screen.findByRole('button', { name: 'Generate Blueprint' }));
    await user.click(await screen.findByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Use this creative' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...initialAd,
      media_url: 'https://cdn.example/creative.png',
    });
    const carousel = within(preview()).getByRole('group', { name: 'Slide 1 of 2: Creative' });
    expect(within(carousel).getByRole('img', { name: 'Creative' })).toHaveAttribute(
      'src',
      'https://cdn.example/creative.png',
    );
    const blueprintRequest = requests.find((r) => r.url.endsWith('/generate-static-ad-blueprint'))?.body;
    expect(blueprintRequest).toMatchObject({
      hypothesis_id: 'hyp-1',
      ad_set_data: { name: 'Coffee lovers' },
      product: { id: 'p2', name: 'Ethiopia Yirgacheffe' },
      ad_data: { headline: 'Roasted to order' },
    });
  });

  it('shows the failed generation in the preview and leaves the ad as it was', async () => {
    serve({ image: () => jsonResponse(504, { detail: 'too slow' }) });
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Creative' }));
    await user.click(await screen.findByRole('button', { name: 'Generate Blueprint' }));
    await user.click(await screen.findByRole('button', { name: 'Generate Image' }));
    expect(await within(preview()).findByRole('alert')).toHaveTextContent(
      'Failed to generate image: too slow',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Upload Image stores the file and sets media_url, shown through the proxy with the token', async () => {
    const { requests } = serve();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:own', revokeObjectURL: () => undefined }),
    );
    const { user, onChange } = renderPanel();
    await user.upload(
      screen.getByLabelText('Image file for Ad 1'),
      new File(['png'], 'mine.png', { type: 'image/png' }),
    );
    expect(await within(preview()).findByRole('img', { name: 'Creative' })).toHaveAttribute(
      'src',
      'blob:own',
    );
    expect(onChange).toHaveBeenCalledWith({ ...initialAd, media_url: '/api/proxy-media/u/own.png' });
    const upload = requests.find((r) => r.url.endsWith('/media/upload'));
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload!.body as FormData).get('file')).toMatchObject({ name: 'mine.png' });
    expect(requests.find((r) => r.url === '/api/proxy-media/u/own.png')?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );
  });

  it('shows "Failed to upload image: {detail}" and keeps the ad when the upload fails', async () => {
    serve({ upload: () => jsonResponse(400, { detail: 'Only PNG, JPEG and WebP images are accepted.' }) });
    const { user, onChange } = renderPanel();
    await user.upload(
      screen.getByLabelText('Image file for Ad 1'),
      new File(['gif'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Only PNG, JPEG and WebP images are accepted.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
