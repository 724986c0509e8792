import countries from 'i18n-iso-countries';
import { normalizeCountryCode } from '@adsmith/domain/campaigns/countries';

export type CountryOption = { value: string; label: string };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "DE" → "Germany", in the English people use ("United States", "Czechia"); an unknown code is shown as it is. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Every country the ad platform targets, as two-letter code and English name, sorted by name: the ISO 3166-1 codes
 * the i18n-iso-countries package maintains that the shared schemas take (normalizeCountryCode), so whatever is
 * picked here validates on the server too. Only the codes are read from the package: no locale is bundled.
 */
export const COUNTRY_OPTIONS: CountryOption[] = Object.keys(countries.getAlpha2Codes())
  .filter((code) => normalizeCountryCode(code) === code)
  .map((value) => ({ value, label: countryName(value) }))
  .sort((a, b) => a.label.localeCompare(b.label));
