import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
import { checkCopyLanguage } from '../checks/copy-language';

/**
 * The gated language findings of a phrase bank's filled texts, one line per distinct finding (a word the dictionary
 * lacks shows once, not once per filled sentence): what the banks' tests expect to be empty. Given a regional
 * variant, a word of the language's other variant is a finding too.
 */
export async function bankFindings(
  texts: readonly string[],
  language: CopyLanguage,
  names: readonly string[],
  variant: CopyVariant | null = null,
): Promise<string[]> {
  const findings = (
    await Promise.all(
      [...new Set(texts)].map((text) => checkCopyLanguage(text, language, { names }, variant)),
    )
  ).flat();
  return [
    ...new Set(
      findings
        .filter((finding) => finding.gated)
        .map(
          (finding) =>
            `${finding.kind}: ${finding.detail}${finding.kind === 'incomplete' || finding.kind === 'navigation' ? ` in ${finding.sentence}` : ''}`,
        ),
    ),
  ];
}
