import { StoryMessages } from '@adsmith/domain/story/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderRoute, renderWithProviders } from '@/testing/render-app';
import { effectiveProfile, type SavedProfileCorrections } from '@adsmith/domain/profile/schemas';
import {
  buildBusinessProfile,
  buildProfileResponse,
  CRAWL_ID,
  ORIGINAL_STORY,
  readyStoryRoutes,
  stubStoryApi,
} from '../testing/story-api-fakes';
import { StoryEditor } from './story-editor';

// Unsaved drafts live in sessionStorage, which the shared setup does not clear between tests.
beforeEach(() => window.sessionStorage.clear());

const EDITED_STORY = ORIGINAL_STORY.replace('fast same-day', 'friendly same-day');

async function openEditor(story: Parameters<typeof readyStoryRoutes>[0] = {}, extra = {}) {
  const api = stubStoryApi({ ...readyStoryRoutes(story), ...extra });
  const rendered = renderRoute('/marketing/story');
  const textarea = await screen.findByLabelText('Brand story');
  return { ...api, ...rendered, textarea };
}

describe('a story drafted before the owner corrected what was learned', () => {
  it('is redrafted only when the owner asks: a saved correction offers it, "Keep my story" declines it', async () => {
    const { user, textarea, requests } = await openEditor(
      { brand_story: EDITED_STORY },
      {
        [`PUT /business-profile/${CRAWL_ID}/corrections`]: (request: { body: unknown }) => {
          const corrections = request.body as SavedProfileCorrections;
          const learned = buildBusinessProfile();
          return jsonResponse(200, {
            profile: effectiveProfile(learned, { ...corrections, country: corrections.country ?? null }),
            learned,
            corrections,
            correctedAt: new Date().toISOString(),
            offerings: [],
          });
        },
        [`POST /generate-story/${CRAWL_ID}`]: () =>
          jsonResponse(200, {
            story: 'Crumb and Company Bakers bake every morning.',
            engine: { kind: 'offline', label: 'Drafted offline' },
            unverified: [],
          }),
      },
    );
    const redraftCalls = () => requests.filter((r) => r.url === `/api/generate-story/${CRAWL_ID}`).length;
    const saveCorrections = async () => {
      const form = await screen.findByRole('form', { name: 'Correct what we learned' });
      const name = within(form).getByLabelText('Business name');
      await user.clear(name);
      await user.click(name);
      await user.paste('Crumb and Company Bakers');
      await user.click(within(form).getByRole('button', { name: 'Save corrections' }));
      return screen.findByRole('button', { name: 'Redraft the story' }, { timeout: 15_000 });
    };
    expect(screen.queryByRole('button', { name: 'Redraft the story' })).not.toBeInTheDocument();

    await saveCorrections();
    await user.click(screen.getByRole('button', { name: 'Keep my story' }));
    expect(screen.queryByRole('button', { name: 'Redraft the story' })).not.toBeInTheDocument();
    expect(textarea).toHaveValue(EDITED_STORY);
    expect(redraftCalls()).toBe(0);

    // A later correction offers it again; the owner's edits are named before they are replaced.
    await user.click(await saveCorrections());
    expect(
      await screen.findByText(/replaces the story in the editor and the one saved, with your edits/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(textarea).toHaveValue('Crumb and Company Bakers bake every morning.'));
    expect(redraftCalls()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Redraft the story' })).not.toBeInTheDocument();
  });
});

describe('a correction saved in an earlier visit', () => {
  const correctedOn = (correctedAt: string) => ({
    [`GET /business-profile/${CRAWL_ID}`]: () =>
      jsonResponse(
        200,
        buildProfileResponse({}, { businessName: 'Crumb and Company Bakers' }, [], correctedAt),
      ),
  });

  it('offers the redraft when the stored story was drafted or saved before it', async () => {
    const { user } = await openEditor(
      { updated_at: '2026-01-02T00:00:00.000Z' },
      correctedOn('2026-01-03T09:00:00.000Z'),
    );
    await user.click(await screen.findByRole('button', { name: 'Keep my story' }));
    expect(screen.queryByRole('button', { name: 'Redraft the story' })).not.toBeInTheDocument();
  });

  it('offers nothing when the story was saved after it', async () => {
    await openEditor({ updated_at: '2026-01-04T00:00:00.000Z' }, correctedOn('2026-01-03T09:00:00.000Z'));
    const form = await screen.findByRole('form', { name: 'Correct what we learned' });
    expect(within(form).getByLabelText('Business name')).toHaveValue('Crumb and Company Bakers');
    expect(screen.queryByRole('button', { name: 'Redraft the story' })).not.toBeInTheDocument();
  });
});

describe('diff view and manual editing', () => {
  it('marks added and removed sentences against the original draft, in words as well as colour', async () => {
    await openEditor({ brand_story: EDITED_STORY });

    const diff = screen.getByRole('region', { name: 'Changes from the original draft' });
    expect(within(diff).getByText('1 sentence added, 1 sentence removed')).toBeInTheDocument();
    const text = within(diff).getByTestId('story-diff');
    const added = text.querySelector('ins');
    const removed = text.querySelector('del');
    expect(added).toHaveTextContent('added: Riders come to us for friendly same-day repairs.');
    expect(removed).toHaveTextContent('removed: Riders come to us for fast same-day repairs.');
  });

  it('updates the diff while typing and switches between diff view and plain editing', async () => {
    const { user, textarea } = await openEditor();
    expect(screen.getByText('No changes yet')).toBeInTheDocument();

    await user.type(textarea, ' Open on Sundays.');
    await waitFor(() =>
      expect(screen.getByTestId('story-diff').querySelector('ins')).toHaveTextContent('Open on Sundays.'),
    );

    await user.click(screen.getByRole('button', { name: 'Edit Manually' }));
    expect(screen.queryByRole('region', { name: 'Changes from the original draft' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Brand story')).toHaveValue(`${ORIGINAL_STORY} Open on Sundays.`);

    await user.click(screen.getByRole('button', { name: 'Enable Diff View' }));
    expect(screen.getByRole('region', { name: 'Changes from the original draft' })).toBeInTheDocument();
  });

  it('resets to the original draft only after confirmation', async () => {
    const { user, textarea } = await openEditor({ brand_story: EDITED_STORY });

    await user.click(screen.getByRole('button', { name: 'Reset to Original' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(textarea).toHaveValue(EDITED_STORY);

    await user.click(screen.getByRole('button', { name: 'Reset to Original' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText('Brand story')).toHaveValue(ORIGINAL_STORY));
    expect(screen.getByRole('button', { name: 'Reset to Original' })).toBeDisabled();
  });

  it('keeps an unsaved edit across a reload', async () => {
    const first = await openEditor();
    await first.user.type(first.textarea, ' Kept.');
    first.unmount();

    renderRoute('/marketing/story');
    expect(await screen.findByLabelText('Brand story')).toHaveValue(`${ORIGINAL_STORY} Kept.`);
  });
});

describe('insights', () => {
  it('refuses empty insights without calling the server', async () => {
    const { user, requests } = await openEditor();

    await user.click(screen.getByRole('button', { name: 'Add Insights' }));
    await user.type(screen.getByLabelText('Your insights'), '   ');
    await user.click(screen.getByRole('button', { name: 'Merge into Story' }));

    expect(await screen.findByText(StoryMessages.insightsRequired)).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/update-story/'))).toBe(false);
  });

  it('merges the insights into the story shown in the editor', async () => {
    const merged = `${ORIGINAL_STORY} Most customers are daily commuters.`;
    const { user, requests } = await openEditor(
      {},
      {
        [`POST /update-story/${CRAWL_ID}`]: () =>
          jsonResponse(200, {
            story: merged,
            engine: { kind: 'offline', label: 'Drafted offline' },
            unverified: [],
          }),
      },
    );

    await user.click(screen.getByRole('button', { name: 'Add Insights' }));
    await user.type(screen.getByLabelText('Your insights'), 'Most of our customers commute daily.');
    await user.click(screen.getByRole('button', { name: 'Merge into Story' }));

    await waitFor(() => expect(screen.getByLabelText('Brand story')).toHaveValue(merged));
    expect(screen.getByLabelText('Your insights')).toHaveValue('');
    const call = requests.find((r) => r.url === `/api/update-story/${CRAWL_ID}`);
    expect(call?.body).toEqual({
      userStory: 'Most of our customers commute daily.',
      generatedStory: ORIGINAL_STORY,
    });
  });
});

describe('writing guide and feedback', () => {
  it('shows and hides the writing guide', async () => {
    const { user } = await openEditor();

    await user.click(screen.getByRole('button', { name: 'Show Writing Guide' }));
    expect(screen.getByText(/Who your customers are/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Writing Guide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Hide Writing Guide' }));
    expect(screen.queryByText(/Who your customers are/)).not.toBeInTheDocument();
  });

  it('rates customers, problems and solution with the feedback text', async () => {
    const { user, requests } = await openEditor(
      {},
      {
        'POST /analyze-story': () =>
          jsonResponse(200, {
            customers: { answered: true, feedback: 'Clear: city riders in Portland.' },
            problems: { answered: false, feedback: 'Say what goes wrong for riders before they find you.' },
            solution: { answered: true, feedback: 'Same-day repairs stand out.' },
          }),
      },
    );

    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(screen.getByRole('button', { name: 'Get Feedback' }));

    const customers = await screen.findByRole('group', { name: 'Customers' });
    // The panel below the story is brought into view once the feedback is there.
    const panel = screen.getByRole('region', { name: 'Feedback on your story' });
    expect(scrolled.mock.contexts).toContain(panel);
    scrolled.mockRestore();
    expect(customers).toHaveTextContent('Answered');
    expect(customers).toHaveTextContent('Clear: city riders in Portland.');
    const problems = screen.getByRole('group', { name: 'Problems' });
    expect(problems).toHaveTextContent('Not answered yet');
    expect(problems).toHaveTextContent('Say what goes wrong for riders before they find you.');
    expect(screen.getByRole('group', { name: 'Solution' })).toHaveTextContent('Same-day repairs stand out.');
    expect(requests.find((r) => r.url === '/api/analyze-story')?.body).toEqual({
      story: ORIGINAL_STORY,
      crawl_id: CRAWL_ID,
    });

    await user.type(screen.getByLabelText('Brand story'), ' More.');
    expect(screen.getByText(/You have edited the story since this feedback/)).toBeInTheDocument();
  });
});

describe('continue', () => {
  it('is disabled while the story is empty', async () => {
    const { user, textarea } = await openEditor();

    await user.clear(textarea);

    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Get Feedback' })).toBeDisabled();
  });

  it('saves the edited story, forgets the unsaved copy and opens the assumptions step', async () => {
    const { user, textarea, requests, router } = await openEditor(
      {},
      {
        [`POST /save-story/${CRAWL_ID}`]: () => jsonResponse(200, { crawl_id: CRAWL_ID }),
        'GET /hypotheses/harbor-bikes.example': () => jsonResponse(200, []),
        [`POST /generate-hypotheses/${CRAWL_ID}`]: () => new Promise<Response>(() => undefined),
      },
    );
    window.localStorage.setItem('current_hostname', 'harbor-bikes.example');

    await user.type(textarea, ' Edited.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketing/assumptions'));
    expect(requests.find((r) => r.url === `/api/save-story/${CRAWL_ID}`)?.body).toEqual({
      story: `${ORIGINAL_STORY} Edited.`,
    });
    expect(window.sessionStorage.getItem(`adsmith:story-draft:${CRAWL_ID}`)).toBeNull();
  });

  it('stays on the story with the server message when saving fails', async () => {
    const { user, router } = await openEditor(
      {},
      {
        [`POST /save-story/${CRAWL_ID}`]: () =>
          jsonResponse(400, { detail: 'story: must be at most 12000 characters' }),
      },
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('story: must be at most 12000 characters')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketing/story');
  });
});

describe('embedded use', () => {
  function renderEmbedded(onSaved: () => void) {
    const Stub = createRoutesStub([
      { path: '/websites', Component: () => <StoryEditor crawlId={CRAWL_ID} embedded onSaved={onSaved} /> },
    ]);
    return renderWithProviders(<Stub initialEntries={['/websites']} />);
  }

  it('offers Save Story and Regenerate Story instead of Continue', async () => {
    const onSaved = vi.fn();
    const { requests } = stubStoryApi({
      ...readyStoryRoutes(),
      [`POST /save-story/${CRAWL_ID}`]: () => jsonResponse(200, {}),
      [`POST /generate-story/${CRAWL_ID}`]: () =>
        jsonResponse(200, {
          story: 'A fresh draft.',
          engine: { kind: 'offline', label: 'Drafted offline' },
          unverified: [],
        }),
    });
    const { user } = renderEmbedded(onSaved);
    await screen.findByLabelText('Brand story');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regenerate Story' }));
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(screen.getByLabelText('Brand story')).toHaveValue('A fresh draft.'));
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Story' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.find((r) => r.url === `/api/save-story/${CRAWL_ID}`)?.body).toEqual({
      story: 'A fresh draft.',
    });
  });
});
