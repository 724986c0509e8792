import { knownCountry, type ProfileLocation } from '../profile/schemas';
import { normalizeCountryCode } from './countries';

/**
 * The countries new ad sets target: the business's country when it is known (knownCountry: the owner set it, or the
 * location vote is confident), else the countries the owner already chose in the draft's ad sets, else none — then
 * the owner is asked (the wizard's Campaign Setup), never a country guessed from a domain ending, a "$" or a default
 * market. The server drafts with it and refuses without it; the wizard asks when it is empty.
 */
export function settledCountries(
  location: ProfileLocation | null | undefined,
  chosen: readonly string[] = [],
): string[] {
  const known = knownCountry(location);
  if (known) return [known];
  return [...new Set(chosen.map(normalizeCountryCode).filter((code): code is string => code !== null))];
}
