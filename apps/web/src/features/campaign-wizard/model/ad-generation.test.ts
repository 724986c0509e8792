import { describe, expect, it } from 'vitest';
import { buildAd, buildAdSet } from '../testing/wizard-api-fakes';
import { summarizeGeneration, type AdSetGenerationResult } from './ad-generation';

const one = buildAdSet(1);
const two = buildAdSet(2);
const result = (
  adSet: typeof one,
  status: AdSetGenerationResult['status'],
  reasons: string[] = [],
): AdSetGenerationResult => ({
  adSet,
  status,
  ads: status === 'failure' || status === 'skipped' ? [] : [buildAd(adSet, 1)],
  reasons,
});

describe('summarizeGeneration', () => {
  it('reports every ad set failing with the SPEC text and the error modal', () => {
    const outcome = summarizeGeneration([result(one, 'failure'), result(two, 'failure')]);
    expect(outcome.alert?.message).toBe(
      'Failed to generate ads for all ad sets. Please try again or contact support.',
    );
    expect(outcome.showErrorModal).toBe(true);
    expect(outcome.failedAdSetIds).toEqual(['set-1', 'set-2']);
  });

  it('names the ad sets that failed when others succeeded', () => {
    const outcome = summarizeGeneration([result(one, 'success'), result(two, 'failure')]);
    expect(outcome.alert?.message).toBe(
      'Failed to generate ads for some ad sets: Audience 2. You can continue with the ads that were successfully generated or try again.',
    );
    expect(outcome.failedAdSetIds).toEqual(['set-2']);
  });

  it('warns on partial success and keeps quiet on success; full ad sets do not count', () => {
    const partial = summarizeGeneration([result(one, 'partial_success'), result(two, 'skipped')]);
    expect(partial.alert).toEqual({
      color: 'yellow',
      message:
        "Some ad variations couldn't be generated completely. You can continue with the current ads or try regenerating them.",
    });
    expect(partial.showErrorModal).toBe(false);
    expect(summarizeGeneration([result(one, 'success'), result(two, 'skipped')]).alert).toBeNull();
  });

  it('says why ads are missing, with the reasons the server gave for each ad set', () => {
    const partial = summarizeGeneration([
      result(one, 'partial_success', ['Ad 2 of 2 was not written: every headline is used.']),
    ]);
    expect(partial.alert?.message).toMatch(
      /regenerating them\. Audience 1: Ad 2 of 2 was not written: every headline is used\.$/,
    );
    const failed = summarizeGeneration([
      result(one, 'success'),
      result(two, 'failure', ['No ad could be written: the engine is unavailable.']),
    ]);
    expect(failed.alert?.message).toMatch(/Audience 2: No ad could be written: the engine is unavailable\.$/);
    expect(failed.showErrorModal).toBe(true);
  });
});
