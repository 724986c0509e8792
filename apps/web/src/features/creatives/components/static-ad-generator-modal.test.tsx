import { sampleBlueprint } from '@adsmith/domain/creatives/testing/sample-blueprint';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import { buildUser } from '@/testing/mock-fetch';
import { StaticAdGeneratorModal } from './static-ad-generator-modal';

const ad = {
  id: 'ad-1',
  ad_set_id: 'set-1',
  name: 'Ad 1',
  ad_type: 'single_image' as const,
  headline: 'Roasted to order',
  headline_variations: [],
  primary_text: 'Fresh beans',
  primary_text_variations: [],
  description: 'Free shipping',
  call_to_action: 'SHOP_NOW' as const,
  aspect_ratio: '16:9' as const,
  product_ids: [],
  isManuallyCreated: false,
  creative_approach: '',
  value_proposition: '',
};

type Overrides = Partial<Record<'blueprint' | 'prompt' | 'image' | 'upload', () => Response>>;
function serve(overrides: Overrides = {}) {
  return stubFetch((request: RecordedRequest) => {
    if (request.url.endsWith('/generate-static-ad-blueprint'))
      return (
        overrides.blueprint?.() ??
        jsonResponse(200, { blueprint: sampleBlueprint(), justification: 'fits', notices: [] })
      );
    if (request.url.endsWith('/generate-image-prompt'))
      return overrides.prompt?.() ?? jsonResponse(200, { prompt: 'A sunny cafe' });
    if (request.url.endsWith('/generate-static-ad-image'))
      return overrides.image?.() ?? jsonResponse(200, { image_url: 'https://cdn.example/creative.png' });
    if (request.url.endsWith('/media/upload'))
      return overrides.upload?.() ?? jsonResponse(201, { url: `/api/proxy-media/u/${Math.random()}.png` });
    throw new Error(`unexpected ${request.url}`);
  });
}

function renderModal(isAdmin = false) {
  const onUseCreative = vi.fn();
  storeSession(buildUser({ isAdmin }));
  const view = renderWithProviders(
    <StaticAdGeneratorModal
      opened
      onClose={() => undefined}
      ad={ad}
      adSetData={{ name: 'Set' }}
      product={null}
      hypothesisId="hyp-1"
      pageName="Acme"
      isAdmin={isAdmin}
      onUseCreative={onUseCreative}
    />,
  );
  return { ...view, onUseCreative };
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('StaticAdGeneratorModal', () => {
  it('runs blueprint → prompt → image and hands the URL to "Use this creative", sending no settings for non-admins', async () => {
    const { requests } = serve();
    const { user, onUseCreative } = renderModal();
    expect(screen.queryByLabelText('Quality')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Blueprint' }));
    const headline = await screen.findByLabelText(/^Text: headline/);
    await user.clear(headline);
    await user.type(headline, 'Brewed for you');
    expect(headline).toHaveValue('Brewed for you');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Use this creative' }));
    expect(onUseCreative).toHaveBeenCalledWith('https://cdn.example/creative.png');
    const imageRequest = requests.find((r) => r.url.endsWith('/generate-static-ad-image'))?.body as Record<
      string,
      unknown
    >;
    expect(imageRequest).not.toHaveProperty('quality');
    expect(imageRequest).not.toHaveProperty('size');
    expect(imageRequest).not.toHaveProperty('style');
    expect(imageRequest.aspect_ratio).toBe('16:9');
    expect(JSON.stringify(imageRequest.blueprint)).toContain('Brewed for you');
  });

  it('lets admins set quality, size (default from the ratio) and style and see the structure', async () => {
    const { requests } = serve();
    const { user } = renderModal(true);
    expect(screen.getAllByDisplayValue('1536x1024')[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Blueprint' }));
    expect(await screen.findByText('Step 3: Psychological strategy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByLabelText(/Scene description for the image model/)).toHaveValue('A sunny cafe');
    const body = requests.find((r) => r.url.endsWith('/generate-static-ad-image'))?.body;
    expect(body).toMatchObject({ quality: 'medium', size: '1536x1024', style: 'default' });
  });

  it.each([
    [
      'blueprint',
      () => jsonResponse(500, { detail: 'model down' }),
      'Failed to generate ad creative blueprint: model down',
    ],
    ['prompt', () => jsonResponse(500, { detail: 'x' }), 'Failed to generate image prompt'],
    ['image', () => jsonResponse(504, { detail: 'too slow' }), 'Failed to generate image: too slow'],
    ['image', () => jsonResponse(200, {}), 'Image URL not found in response'],
  ] as const)('shows the %s failure message', async (step, response, message) => {
    serve({ [step]: response });
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Generate Blueprint' }));
    if (step !== 'blueprint') await user.click(await screen.findByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the preview on top with every placement as a thumbnail, what to know and the design checks', async () => {
    const placements = ['1:1', '4:5', '16:9', '9:16'].map((ratio) => ({
      aspect_ratio: ratio,
      width: 1080,
      height: 1080,
      image_url: `https://cdn.example/${ratio.replace(':', 'x')}.png`,
    }));
    const checks = placements.map((placement) => ({
      aspect_ratio: placement.aspect_ratio,
      passed: true,
      checks: [
        { kind: 'design', name: 'contrast', passed: true, detail: 'ok' },
        { kind: 'content', name: 'brand', passed: true, detail: 'The logo carries the brand.' },
        {
          kind: 'content',
          name: 'price',
          passed: placement.aspect_ratio !== '9:16',
          detail: 'The price "€12" could not be set.',
        },
      ],
      adaptations: [],
    }));
    const { requests } = serve({
      image: () =>
        jsonResponse(200, {
          image_url: 'https://cdn.example/16x9.png',
          placements,
          notices: [
            'The photo is only 300×200 px: it is shown smaller than its place so it is not enlarged more than 2× — upload a larger photo for a fuller creative.',
          ],
          design_checks: checks,
        }),
    });
    storeSession(buildUser());
    const onUseCreative = vi.fn();
    const { user } = renderWithProviders(
      <StaticAdGeneratorModal
        opened
        onClose={() => undefined}
        ad={ad}
        adSetData={{ name: 'Set' }}
        product={null}
        hypothesisId="hyp-1"
        pageName="Acme"
        isAdmin={false}
        onUseCreative={onUseCreative}
        uploadedImageUrl="/api/proxy-media/u/mine.png"
      />,
    );
    expect(screen.getByText(/the creative appears here/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Blueprint' }));
    await user.click(await screen.findByRole('button', { name: 'Generate Image' }));
    const list = await screen.findByRole('list', { name: 'Placements' });
    expect(list.querySelectorAll('[role="listitem"]')).toHaveLength(4);
    expect(screen.getByText(/only 300×200 px/)).toBeInTheDocument();
    expect(screen.getByText(/Design checks passed at all 4 placements/)).toBeInTheDocument();
    // Content checks beside them: a failure names the placement and what is wrong.
    expect(
      screen.getByText(/Some content checks did not pass — 9:16: The price "€12" could not be set\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Creative at 9:16' }));
    expect(screen.getByRole('button', { name: 'Show Creative at 9:16' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const body = requests.find((r) => r.url.endsWith('/generate-static-ad-image'))?.body as Record<
      string,
      unknown
    >;
    expect(body.uploaded_image_url).toBe('/api/proxy-media/u/mine.png');
  });

  it('caps each image list at 5 with the SPEC messages', async () => {
    serve();
    const { user } = renderModal();
    const six = Array.from({ length: 6 }, (_, i) => png(`p${i}.png`));
    await user.upload(screen.getByLabelText(/Additional product images/), six);
    expect(await screen.findByText('Maximum 5 additional product images allowed')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Brand guideline images/), six);
    expect(
      await screen.findByText('Maximum 5 additional brand guidelines images allowed'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Additional product images/), six.slice(0, 2));
    await waitFor(() => expect(screen.getByText(/Additional product images \(2 \/ 5\)/)).toBeInTheDocument());
  });

  it('shows the upload failure with the server detail', async () => {
    serve({ upload: () => jsonResponse(400, { detail: 'Only PNG, JPEG and WebP images are accepted.' }) });
    const { user } = renderModal();
    await user.upload(screen.getByLabelText(/Additional product images/), png('a.png'));
    expect(
      await screen.findByText('Failed to upload image: Only PNG, JPEG and WebP images are accepted.'),
    ).toBeInTheDocument();
  });

  it('resets corrupt text elements with the SPEC message', async () => {
    const corrupt = sampleBlueprint();
    (
      corrupt.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography as {
        text_elements: unknown;
      }
    ).text_elements = [{ content: 42 }];
    serve({ blueprint: () => jsonResponse(200, { blueprint: corrupt, justification: '', notices: [] }) });
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Generate Blueprint' }));
    expect(await screen.findByText('Error: Text elements data is corrupt. Resetting...')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Text: headline/)).toHaveValue('Roasted to order');
  });
});
