import { MonitorSettings } from '@adsmith/domain/common/constants';
import { useEffect, useState } from 'react';
import type { DbHealth } from '../api/admin-types';

/**
 * The last SPEC §9 20 database checks, newest first. Every answer of the health query is one check; a failed
 * fetch adds nothing, so the history survives an outage and shows when checks stopped arriving.
 */
export function useCheckHistory(latest: DbHealth | undefined, receivedAt: number): DbHealth[] {
  const [history, setHistory] = useState<DbHealth[]>([]);

  useEffect(() => {
    if (!latest) return;
    setHistory((previous) => {
      // The same answer seen twice (a re-render, StrictMode's second effect run) is still one check.
      if (previous[0]?.checked_at === latest.checked_at) return previous;
      return [latest, ...previous].slice(0, MonitorSettings.historySize);
    });
  }, [latest, receivedAt]);

  return history;
}
