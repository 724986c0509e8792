import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import { checkCopyLanguage } from '../checks/copy-language';

/**
 * The gated language findings of a phrase bank's filled texts, one line per distinct finding (a word the dictionary
 * lacks shows once, not once per filled sentence): what the banks' tests expect to be empty.
 */
export async function bankFindings(
  texts: readonly string[],
  language: CopyLanguage,
  names: readonly string[],
): Promise<string[]> {
  const findings = (
    await Promise.all([...new Set(texts)].map((text) => checkCopyLanguage(text, language, { names })))
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
