import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/mock-fetch';
import {
  acceptStart,
  GENERIC_URL_MESSAGE,
  renderForm,
  startBody,
  submit,
  typeUrl,
} from '../testing/crawl-form-test-utils';

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
    [
      'too many crawls running or waiting (429)',
      429,
      { detail: CrawlMessages.tooManyCrawls(3) },
      CrawlMessages.tooManyCrawls(3),
    ],
    ['a 429 without detail', 429, {}, CrawlMessages.startFailed],
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
