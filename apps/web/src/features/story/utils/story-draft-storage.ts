import { z } from 'zod';
import { storageKey, storedJson } from '@/lib/stored-json';

/**
 * An unsaved edit of the story, kept in sessionStorage so a reload (or an accidental navigation) loses nothing.
 * The draft remembers which saved text it started from: if the story was saved since (in another tab, or from the
 * websites dashboard) the draft is stale and the saved text wins.
 */
const storedDraftSchema = z.object({ story: z.string(), basedOn: z.string() });

const draftOf = (crawlId: string) =>
  storedJson(
    'session',
    storageKey('story-draft', crawlId),
    storedDraftSchema,
    `adsmith.story-draft.${crawlId}`,
  );

export function readStoryDraft(crawlId: string, savedStory: string): string | null {
  const draft = draftOf(crawlId).read();
  return draft && draft.basedOn === savedStory ? draft.story : null;
}

export function writeStoryDraft(crawlId: string, story: string, basedOn: string): void {
  if (story === basedOn) draftOf(crawlId).remove();
  else draftOf(crawlId).write({ story, basedOn });
}

export function clearStoryDraft(crawlId: string): void {
  draftOf(crawlId).remove();
}
