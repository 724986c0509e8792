import { Timing } from '@adsmith/domain/common/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { recrawlApi } from '../api/recrawl-steps';
import { recrawlWebsite } from '../api/recrawl-website';
import {
  advanceRecrawl,
  isRecrawlActive,
  loadRecrawls,
  newRecrawlEntry,
  saveRecrawls,
  type RecrawlEntries,
  type RecrawlEntry,
} from '../model/recrawl-tracker';

type Options = {
  userId: string;
  /** Called when a tracked crawl started, and when one reached completed, failed or error (the list refreshes). */
  onChange: () => void;
};

/**
 * The recrawl tracker of SPEC §4: one entry per hostname, kept in localStorage and resumed after a reload, every
 * active entry polled every 2 s (at once when tracking starts or resumes) until it is completed, failed or error.
 */
export function useRecrawlTracker({ userId, onChange }: Options) {
  const [entries, setEntries] = useState<RecrawlEntries>(() => loadRecrawls(userId));
  const entriesRef = useRef(entries);
  const onChangeRef = useRef(onChange);
  const inFlight = useRef(new Set<string>());

  /**
   * Every change goes through here: stored at once, then rendered, so what a reload resumes is never behind what the
   * card shows (a save in an effect after the render could be lost to a reload in between).
   */
  const update = useCallback(
    (change: (current: RecrawlEntries) => RecrawlEntries) => {
      const next = change(entriesRef.current);
      if (next === entriesRef.current) return;
      entriesRef.current = next;
      saveRecrawls(userId, next);
      setEntries(next);
    },
    [userId],
  );
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const hasActive = Object.values(entries).some(isRecrawlActive);

  useEffect(() => {
    if (!hasActive) return undefined;
    let isStopped = false;
    const pending = inFlight.current;
    const poll = (): void => {
      for (const entry of Object.values(entriesRef.current)) {
        // A slow answer must not be overtaken by the next tick's request for the same crawl.
        if (!isRecrawlActive(entry) || pending.has(entry.crawlId)) continue;
        pending.add(entry.crawlId);
        void advanceRecrawl(entry, recrawlApi).then((next) => {
          pending.delete(entry.crawlId);
          if (isStopped) return;
          update((current) =>
            // Replaced meanwhile (a new recrawl of the same site, or dismissed): this answer is stale.
            current[entry.hostname]?.crawlId === entry.crawlId
              ? { ...current, [entry.hostname]: next }
              : current,
          );
          if (!isRecrawlActive(next)) onChangeRef.current();
        });
      }
    };
    poll();
    const timer = setInterval(poll, Timing.recrawlPollIntervalMs);
    return () => {
      isStopped = true;
      clearInterval(timer);
      pending.clear();
    };
  }, [hasActive, update]);

  const track = useCallback(
    (hostname: string, crawlId: string) => {
      update((current) => ({ ...current, [hostname]: newRecrawlEntry(hostname, crawlId) }));
      onChangeRef.current();
    },
    [update],
  );

  const [starting, setStarting] = useState<ReadonlySet<string>>(new Set());

  /** Recrawl/Retry: the server starts the crawl with the newest crawl's settings, then the tracker follows it. */
  const recrawl = useCallback(
    async (hostname: string) => {
      setStarting((current) => new Set(current).add(hostname));
      try {
        const { crawl_id: crawlId } = await recrawlWebsite(hostname);
        track(hostname, crawlId);
      } catch (error) {
        const failed: RecrawlEntry = {
          ...newRecrawlEntry(hostname, ''),
          state: 'error',
          error: getErrorMessage(error),
        };
        update((current) => ({ ...current, [hostname]: failed }));
      } finally {
        setStarting((current) => {
          const next = new Set(current);
          next.delete(hostname);
          return next;
        });
      }
    },
    [track, update],
  );

  const dismiss = useCallback(
    (hostname: string) => {
      update((current) => {
        const { [hostname]: _dismissed, ...rest } = current;
        return rest;
      });
    },
    [update],
  );

  return { entries, starting, track, recrawl, dismiss };
}

export type RecrawlTracker = ReturnType<typeof useRecrawlTracker>;
