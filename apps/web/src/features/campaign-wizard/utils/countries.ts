import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

// Only the English names are bundled: the UI is English, and every other locale would add ~10 KB each.
countries.registerLocale(english);

export type CountryOption = { value: string; label: string };

/** Every ISO 3166-1 country the package maintains, as two-letter code and English name, sorted by name. */
export const COUNTRY_OPTIONS: CountryOption[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** "DE" → "Germany"; an unknown code is shown as it is. */
export const countryName = (code: string): string => countries.getName(code, 'en') ?? code;
