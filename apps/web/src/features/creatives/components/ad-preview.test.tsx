import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { storeSession, stubFetch } from '@/testing/mock-fetch';
import { buildPreviewSlides } from '../model/preview-slides';
import { AdPreview } from './ad-preview';

const copy = {
  pageName: 'Acme Roasters',
  primaryText: 'Fresh beans every week.',
  headline: 'Roasted to order',
  description: 'Free shipping',
  callToAction: 'SHOP_NOW',
  aspectRatio: '4:5',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AdPreview', () => {
  it('shows the feed parts and the generating state', () => {
    renderWithProviders(
      <AdPreview {...copy} slides={buildPreviewSlides({ media_url: null }, [], { status: 'generating' })} />,
    );
    expect(screen.getByText('Acme Roasters')).toBeInTheDocument();
    expect(screen.getByText('Fresh beans every week.')).toBeInTheDocument();
    expect(screen.getByText('Roasted to order')).toBeInTheDocument();
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(screen.getByText('Shop Now')).toBeInTheDocument();
    // The button is shown whole beside a long headline, which is the one cut (the e2e wizard spec measures it at 390 px).
    expect(screen.getByTestId('ad-preview-cta')).toHaveStyle({ flexShrink: '0' });
    expect(screen.getByTestId('ad-preview-cta')).toHaveTextContent('Shop Now');
    expect(screen.getByText('Generating image…')).toBeInTheDocument();
  });

  it('shows the failure message', () => {
    renderWithProviders(
      <AdPreview
        {...copy}
        slides={buildPreviewSlides({ media_url: null }, [], {
          status: 'failed',
          error: 'Failed to generate image: boom',
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate image: boom');
  });

  it('loads proxy media with the bearer token and shows it at the ad ratio', async () => {
    storeSession();
    const { requests } = stubFetch(
      () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:creative', revokeObjectURL: () => undefined }),
    );
    renderWithProviders(
      <AdPreview {...copy} slides={buildPreviewSlides({ media_url: '/api/proxy-media/u/a.png' }, [])} />,
    );
    const image = await screen.findByRole('img', { name: 'Creative' });
    expect(image).toHaveAttribute('src', 'blob:creative');
    expect(requests[0]?.url).toBe('/api/proxy-media/u/a.png');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(image.closest('[data-aspect-ratio]')).toHaveAttribute('data-aspect-ratio', '4:5');
  });

  it('pages through the creative and the products with buttons and arrow keys', async () => {
    const slides = buildPreviewSlides({ media_url: 'https://shop.example/creative.png' }, [
      { id: 'p1', name: 'Ethiopia Yirgacheffe', image_url: 'https://shop.example/p1.png' },
      { id: 'p2', name: 'Colombia Huila', image_url: null },
    ]);
    const { user } = renderWithProviders(<AdPreview {...copy} slides={slides} />);
    const carousel = screen.getByRole('group', { name: /Slide 1 of 3: Creative/ });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(carousel).toHaveAccessibleName('Slide 2 of 3: Ethiopia Yirgacheffe');
    expect(screen.getByRole('img', { name: 'Ethiopia Yirgacheffe' })).toHaveAttribute(
      'src',
      'https://shop.example/p1.png',
    );
    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(carousel).toHaveAccessibleName('Slide 3 of 3: Colombia Huila');
    expect(screen.getByText('No image yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(carousel).toHaveAccessibleName('Slide 1 of 3: Creative'));
  });
});
