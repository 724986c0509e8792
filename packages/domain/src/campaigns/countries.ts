/** Two-letter codes people (and models) write that the ad platform does not take, with the code it does. */
const ALIASES: Record<string, string> = { UK: 'GB', EL: 'GR' };
/**
 * Codes Intl knows that name no country the ad platform targets: groupings, the reserved codes of territories that
 * are parts of others (Canary Islands, Diego Garcia …) and withdrawn codes (Soviet Union, Yugoslavia, Zaire …).
 */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'ZZ',
  'XA',
  'XB',
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'IC',
  'TA',
  'AN',
  'BU',
  'CS',
  'DD',
  'DY',
  'FX',
  'HV',
  'NH',
  'RH',
  'SU',
  'TP',
  'VD',
  'YD',
  'YU',
  'ZR',
]);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A country as the ad platform's two-letter (ISO 3166-1 alpha-2) code, or null when the input names none:
 * "uk" → "GB", " de " → "DE", "Narnia" → null.
 */
export function normalizeCountryCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  const mapped = ALIASES[code] ?? code;
  if (!/^[A-Z]{2}$/.test(mapped) || NOT_COUNTRIES.has(mapped)) return null;
  try {
    const name = regionNames.of(mapped);
    return name && name !== mapped && name !== 'Unknown Region' ? mapped : null;
  } catch {
    return null;
  }
}

/** A country's name in a language, as an ad set's targeting approach writes it ("AT" → "Österreich" in German). */
export function countryNameIn(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
