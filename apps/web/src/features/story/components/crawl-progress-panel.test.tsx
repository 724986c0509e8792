import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { CrawlProgressPanel } from './crawl-progress-panel';

const progress = {
  pages_queued: 412,
  pages_fetched: 400,
  pages_failed: 0,
  links_refused: 3,
  offerings_found: 380,
};

function renderPanel(notices?: string[]) {
  const crawl = {
    crawl_id: 'c1',
    status: 'analyzing_offerings' as const,
    progress: { ...progress, notices },
    error: null,
  };
  const Stub = createRoutesStub([{ path: '/', Component: () => <CrawlProgressPanel crawl={crawl} /> }]);
  renderWithProviders(<Stub initialEntries={['/']} />);
}

describe('CrawlProgressPanel', () => {
  it('says what the crawl left out and why', async () => {
    renderPanel(['42 product and service pages were not fetched: the 400-page ceiling was reached.']);
    expect(
      await screen.findByText('Pages fetched: 400 of 412 found · Offerings found: 380'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('42 product and service pages were not fetched: the 400-page ceiling was reached.'),
    ).toBeInTheDocument();
  });

  it('shows only the counts when there is nothing to say', async () => {
    renderPanel();
    expect(
      await screen.findByText('Pages fetched: 400 of 412 found · Offerings found: 380'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not fetched/)).not.toBeInTheDocument();
  });
});
