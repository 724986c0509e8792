/** width / height of each ad ratio (SPEC §3: 1:1, 4:5, 16:9, 9:16). */
const RATIOS: Record<string, number> = { '1:1': 1, '4:5': 4 / 5, '16:9': 16 / 9, '9:16': 9 / 16 };

export function ratioOf(aspectRatio: string | null | undefined): number {
  return RATIOS[aspectRatio ?? '1:1'] ?? 1;
}
