import type { Objective } from '@adsmith/domain/campaigns/constants';
import { collectAdSetIssues } from '@adsmith/domain/campaigns/draft-rules';
import { adSetSchema, type AdSet } from '@adsmith/domain/campaigns/schemas';

/**
 * The messages for an ad set's fields, keyed by path ("targeting.age_min", "schedule.start_time"): the same schema
 * and rules the server applies on create, so the editor shows a problem where the user can fix it.
 */
export function getAdSetFieldErrors(
  adSet: AdSet,
  objective: Objective,
  now: Date,
  currency: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join('.');
    errors[key] ??= message;
  };
  const parsed = adSetSchema.safeParse(adSet);
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path, issue.message);
  for (const issue of collectAdSetIssues(adSet, objective, now, currency)) add(issue.path, issue.message);
  return errors;
}
