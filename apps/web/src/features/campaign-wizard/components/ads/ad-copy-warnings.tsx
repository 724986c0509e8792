import { describeFinding } from '@adsmith/domain/copy/copy-check';
import { repairDraftAds } from '@adsmith/domain/copy/repair';
import type { Ad } from '@adsmith/domain/campaigns/schemas';
import { Alert, Button, List, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { findingsByAd, wizardCopyContext } from '../../model/copy-findings';
import { useWizard } from '../../model/wizard-context';

/**
 * What the copy checker finds in one ad, as warnings that say what to change (site-name suffixes, HTML, repeated
 * lines, price-only descriptions, a call to action that does not fit …), with a button that applies the fixes the
 * checker can make itself. Nothing here blocks saving: the owner decides.
 */
export function AdCopyWarnings({ ad, onChange }: { ad: Ad; onChange: (ad: Ad) => void }) {
  const { state, hypothesis, offeringType } = useWizard();
  const context = useMemo(
    () => wizardCopyContext(state, hypothesis, offeringType),
    [state, hypothesis, offeringType],
  );
  const findings = useMemo(
    () => findingsByAd(state, context).get(ad.id ?? '') ?? [],
    [state, context, ad.id],
  );
  if (findings.length === 0) return null;
  const others = state.ads.filter(
    (other) => other.id !== ad.id && state.ads.indexOf(other) < state.ads.indexOf(ad),
  );
  // The button only when the checker can change something (a missing description is the owner's to write).
  const repair = repairDraftAds([ad], context, others);
  const fixed = repair.repaired.length > 0 ? repair.ads[0] : undefined;
  return (
    <Alert color="yellow" title="Copy check" role="status">
      <Stack gap="xs">
        <List size="sm" spacing={2}>
          {findings.map((finding, index) => (
            <List.Item key={`${finding.code}-${finding.field}-${finding.variation ?? 'main'}-${index}`}>
              {describeFinding(finding)}
            </List.Item>
          ))}
        </List>
        {fixed ? (
          <Button
            size="xs"
            variant="light"
            color="yellow"
            w="fit-content"
            onClick={() => onChange({ ...fixed, description: fixed.description ?? '' })}
          >
            Apply suggested fixes
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
