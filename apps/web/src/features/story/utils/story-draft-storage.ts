/**
 * An unsaved edit of the story, kept in sessionStorage so a reload (or an accidental navigation) loses nothing.
 * The draft remembers which saved text it started from: if the story was saved since (in another tab, or from the
 * websites dashboard) the draft is stale and the saved text wins.
 */
type StoredDraft = { story: string; basedOn: string };

const keyFor = (crawlId: string): string => `adsmith.story-draft.${crawlId}`;

export function readStoryDraft(crawlId: string, savedStory: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(keyFor(crawlId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof draft.story !== 'string' || draft.basedOn !== savedStory) return null;
    return draft.story;
  } catch {
    // Storage disabled or a corrupt entry: start from the saved story.
    return null;
  }
}

export function writeStoryDraft(crawlId: string, story: string, basedOn: string): void {
  try {
    if (story === basedOn) window.sessionStorage.removeItem(keyFor(crawlId));
    else
      window.sessionStorage.setItem(
        keyFor(crawlId),
        JSON.stringify({ story, basedOn } satisfies StoredDraft),
      );
  } catch {
    // Quota or privacy mode: the edit still lives in memory; only the reload safety net is lost.
  }
}

export function clearStoryDraft(crawlId: string): void {
  try {
    window.sessionStorage.removeItem(keyFor(crawlId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
