import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, storeSession, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';
import { CrawlForm, type CrawlFormProps } from './crawl-form';

const GENERIC_URL_MESSAGE = 'Please enter a valid URL (e.g., example.com)';

function renderForm(props: CrawlFormProps = {}) {
  const routes = [
    { path: '/', element: <CrawlForm {...props} /> },
    { path: '/marketing', element: <p>Marketing flow</p> },
  ];
  return renderRoute('/', { routes });
}

function acceptStart(crawlId = 'crawl-42') {
  return stubFetch((request) => {
    if (request.method === 'POST' && request.url === '/api/start')
      return jsonResponse(201, { crawl_id: crawlId });
    throw new Error(`unexpected request ${request.method} ${request.url}`);
  });
}

type User = ReturnType<typeof renderForm>['user'];

async function typeUrl(user: User, url: string) {
  await user.type(screen.getByLabelText('Website URL'), url);
}

async function submit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Start Crawl' }));
}

async function openAdvanced(user: User) {
  await user.click(screen.getByRole('button', { name: 'Advanced settings' }));
  // The panel finishes opening on the next animation frames.
  await screen.findByRole('slider', { name: 'Crawl depth' });
}

/** Moves a slider to an end with the keyboard, as a user without a mouse would. */
async function pressOnSlider(user: User, name: string, key: '{Home}' | '{End}') {
  screen.getByRole('slider', { name }).focus();
  await user.keyboard(key);
}

function startBody(requests: RecordedRequest[]) {
  const start = requests.find((request) => request.url === '/api/start');
  expect(start?.method).toBe('POST');
  return start?.body;
}

describe('CrawlForm URL rules (SPEC §5)', () => {
  it.each([
    ['a hostname under 3 characters', 'a.'],
    ['a hostname without a dot', 'localhost'],
    ['a two-letter name', 'ab'],
    ['spaces inside the address', 'my shop.com'],
  ])('shows the generic message for %s, never "Domain name is too short"', async (_name, input) => {
    const { fetchMock } = acceptStart();
    const { user } = renderForm();

    await typeUrl(user, input);
    await submit(user);

    expect(await screen.findByText(GENERIC_URL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(CrawlMessages.domainTooShort)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Website URL')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires an address', async () => {
    const { fetchMock } = acceptStart();
    const { user } = renderForm();

    await submit(user);

    expect(await screen.findByText(CrawlMessages.urlRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the message once the address is corrected', async () => {
    acceptStart();
    const { user } = renderForm();

    await typeUrl(user, 'shop');
    await submit(user);
    expect(await screen.findByText(GENERIC_URL_MESSAGE)).toBeInTheDocument();

    await typeUrl(user, '.com');
    expect(screen.queryByText(GENERIC_URL_MESSAGE)).not.toBeInTheDocument();
  });

  it('trims the address and adds https:// when no scheme is given', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();

    await typeUrl(user, '  Shop.Example.com/about  ');
    await submit(user);

    await waitFor(() =>
      expect(startBody(requests)).toMatchObject({ start_url: 'https://shop.example.com/about' }),
    );
  });

  it('keeps an explicit http:// address', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();

    await typeUrl(user, 'http://example.org');
    await submit(user);

    await waitFor(() => expect(startBody(requests)).toMatchObject({ start_url: 'http://example.org/' }));
  });
});

describe('CrawlForm settings (SPEC §9)', () => {
  it('sends the defaults when advanced settings are left alone', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();

    await typeUrl(user, 'example.com');
    await submit(user);

    await waitFor(() =>
      expect(startBody(requests)).toEqual({
        start_url: 'https://example.com/',
        depth: 1,
        rate_limit: 1,
        use_llm: false,
        product_crawl_max_depth: 3,
        use_sitemap: true,
        max_sitemap_urls: 50,
      }),
    );
  });

  it('keeps advanced settings collapsed until asked, and opens them from the keyboard', async () => {
    acceptStart();
    const { user } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Advanced settings' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('slider', { name: 'Crawl depth' })).not.toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('slider', { name: 'Crawl depth' })).toBeVisible();
  });

  it('offers the SPEC ranges with their defaults', async () => {
    acceptStart();
    const { user } = renderForm();
    await openAdvanced(user);

    const expectSlider = (name: string, min: number, max: number, now: number) => {
      const slider = screen.getByRole('slider', { name });
      expect(slider).toHaveAttribute('aria-valuemin', String(min));
      expect(slider).toHaveAttribute('aria-valuemax', String(max));
      expect(slider).toHaveAttribute('aria-valuenow', String(now));
    };
    expectSlider('Crawl depth', 0, 3, 1);
    expectSlider('Rate limit', 0, 10, 1);
    expectSlider('Product crawl depth', 1, 5, 3);
    expectSlider('Max sitemap URLs', 10, 100, 50);
    expect(screen.getByRole('switch', { name: 'Use sitemap' })).toBeChecked();
  });

  it('sends the upper ends of every range', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    for (const name of ['Crawl depth', 'Rate limit', 'Product crawl depth', 'Max sitemap URLs']) {
      await pressOnSlider(user, name, '{End}');
    }
    await submit(user);

    await waitFor(() =>
      expect(startBody(requests)).toMatchObject({
        depth: 3,
        rate_limit: 10,
        product_crawl_max_depth: 5,
        max_sitemap_urls: 100,
      }),
    );
  });

  it('sends the lower ends of every range and no sitemap', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    for (const name of ['Crawl depth', 'Rate limit', 'Product crawl depth', 'Max sitemap URLs']) {
      await pressOnSlider(user, name, '{Home}');
    }
    await user.click(screen.getByRole('switch', { name: 'Use sitemap' }));
    // Without the sitemap its URL count means nothing, so it cannot be changed.
    expect(screen.getByRole('slider', { name: 'Max sitemap URLs' })).toHaveAttribute('aria-disabled', 'true');
    await submit(user);

    await waitFor(() =>
      expect(startBody(requests)).toMatchObject({
        depth: 0,
        rate_limit: 0,
        product_crawl_max_depth: 1,
        use_sitemap: false,
        max_sitemap_urls: 10,
      }),
    );
  });

  it('moves the rate limit in half seconds with the arrow keys', async () => {
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    screen.getByRole('slider', { name: 'Rate limit' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await submit(user);

    await waitFor(() => expect(startBody(requests)).toMatchObject({ rate_limit: 2.5 }));
  });
});

describe('CrawlForm AI-powered crawling (SPEC §6)', () => {
  it('is not offered to regular users, who always send use_llm false', async () => {
    storeSession(buildUser({ isAdmin: false }));
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    expect(screen.queryByRole('switch', { name: 'Use AI-powered crawling' })).not.toBeInTheDocument();
    await submit(user);

    await waitFor(() => expect(startBody(requests)).toMatchObject({ use_llm: false }));
  });

  it('is offered to admins, off by default, and sent when switched on', async () => {
    storeSession(buildUser({ isAdmin: true }));
    const { requests } = acceptStart();
    const { user } = renderForm();
    await typeUrl(user, 'example.com');
    await openAdvanced(user);

    const aiSwitch = screen.getByRole('switch', { name: 'Use AI-powered crawling' });
    expect(aiSwitch).not.toBeChecked();
    await user.click(aiSwitch);
    await submit(user);

    await waitFor(() => expect(startBody(requests)).toMatchObject({ use_llm: true }));
  });
});

describe('CrawlForm submit', () => {
  it('stores the crawl and hostname, then goes to /marketing', async () => {
    acceptStart('crawl-7');
    const { user, router } = renderForm();

    await typeUrl(user, 'WWW.Example.com/products');
    await submit(user);

    expect(await screen.findByText('Marketing flow')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketing');
    expect(window.localStorage.getItem('current_crawl_id')).toBe('crawl-7');
    // The server groups crawls by hostname without "www.", and the story and campaign calls use that name.
    expect(window.localStorage.getItem('current_hostname')).toBe('example.com');
  });

  it('embedded, hands the crawl to onComplete and stays where it is', async () => {
    acceptStart('crawl-9');
    const onComplete = vi.fn();
    const { user, router } = renderForm({ embedded: true, onComplete, initialUrl: 'shop.example.com' });

    expect(screen.getByLabelText('Website URL')).toHaveValue('shop.example.com');
    await submit(user);

    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('crawl-9', 'shop.example.com'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Marketing flow')).not.toBeInTheDocument();
  });

  it('shows the loading state while the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderForm();

    await typeUrl(user, 'example.com');
    await submit(user);

    const button = screen.getByRole('button', { name: 'Start Crawl' });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(button).toBeDisabled();
    answer(jsonResponse(201, { crawl_id: 'crawl-1' }));
    expect(await screen.findByText('Marketing flow')).toBeInTheDocument();
  });

  it.each([
    ['a server error', 500, { detail: 'Internal server error' }, CrawlMessages.startFailed],
    ['a 400 about another setting', 400, { detail: 'depth: Too big' }, CrawlMessages.startFailed],
    [
      'a refused address',
      400,
      { detail: 'This address points to a private or local network and cannot be crawled.' },
      'This address points to a private or local network and cannot be crawled.',
    ],
    ['a URL validation 400', 400, { detail: `start_url: ${GENERIC_URL_MESSAGE}` }, GENERIC_URL_MESSAGE],
    ['a 400 without detail', 400, {}, CrawlMessages.startFailed],
  ])('on %s shows the right message and stays', async (_name, status, body, message) => {
    stubFetch(() => jsonResponse(status, body));
    const { user, router } = renderForm();

    await typeUrl(user, 'example.com');
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('current_crawl_id')).toBeNull();
  });

  it('shows the SPEC message when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderForm();

    await typeUrl(user, 'example.com');
    await submit(user);

    expect(within(await screen.findByRole('alert')).getByText(CrawlMessages.startFailed)).toBeInTheDocument();
  });
});
