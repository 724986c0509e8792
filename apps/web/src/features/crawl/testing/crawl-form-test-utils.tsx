import { expect } from 'vitest';
import { jsonResponse, stubFetch, type RecordedRequest } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-app';
import { screen } from '@testing-library/react';
import { CrawlForm, type CrawlFormProps } from '../components/crawl-form';

/** Shared by the crawl form's test files. */
export const GENERIC_URL_MESSAGE = 'Please enter a valid URL (e.g., example.com)';

export function renderForm(props: CrawlFormProps = {}) {
  const routes = [
    { path: '/', element: <CrawlForm {...props} /> },
    { path: '/marketing', element: <p>Marketing flow</p> },
  ];
  return renderRoute('/', { routes });
}

export function acceptStart(crawlId = 'crawl-42') {
  return stubFetch((request) => {
    if (request.method === 'POST' && request.url === '/api/start')
      return jsonResponse(201, { crawl_id: crawlId });
    throw new Error(`unexpected request ${request.method} ${request.url}`);
  });
}

export type User = ReturnType<typeof renderForm>['user'];

export async function typeUrl(user: User, url: string) {
  await user.type(screen.getByLabelText('Website URL'), url);
}

export async function submit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Start Crawl' }));
}

export async function openAdvanced(user: User) {
  await user.click(screen.getByRole('button', { name: 'Advanced settings' }));
  // The panel finishes opening on the next animation frames.
  await screen.findByRole('slider', { name: 'Crawl depth' });
}

/** Moves a slider to an end with the keyboard, as a user without a mouse would. */
export async function pressOnSlider(user: User, name: string, key: '{Home}' | '{End}') {
  screen.getByRole('slider', { name }).focus();
  await user.keyboard(key);
}

export function startBody(requests: RecordedRequest[]) {
  const start = requests.find((request) => request.url === '/api/start');
  expect(start?.method).toBe('POST');
  return start?.body;
}
