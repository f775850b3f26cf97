/**
 * an address is where its pincode is. City and state come from the pincode (the API's offline table,
 * GET /api/geo/pincode/:pin); a state that is not the pincode's is refused with `pincodeStateMismatch`, by the API
 * and by the address forms after their lookup. One comparison and one message, here.
 */

/** Other spellings of a state or union territory, and the pincode table's own spellings, by one key. */
const ALIASES: Record<string, string> = {
  chattisgarh: 'chhattisgarh',
  pondicherry: 'puducherry',
  orissa: 'odisha',
  uttaranchal: 'uttarakhand',
  andamanandnicobar: 'andamanandnicobarislands',
  nctofdelhi: 'delhi',
  newdelhi: 'delhi',
  // The table predates the 2019/2020 reorganisations: Ladakh's pincodes are under Jammu & Kashmir, and both halves
  // of Dadra and Nagar Haveli and Daman and Diu are one entry.
  ladakh: 'jammuandkashmir',
  dadraandnagarhaveli: 'dadraandnagarhavelianddamananddiu',
  damananddiu: 'dadraandnagarhavelianddamananddiu',
};

/** A state's comparison key: case, '&', spaces and punctuation do not matter ('Jammu & Kashmir' = 'jammu and kashmir'). */
export function stateKey(state: string): string {
  const key = state
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
  return ALIASES[key] ?? key;
}

/** True when `a` and `b` name the same state or union territory. */
export const sameState = (a: string, b: string): boolean => stateKey(a) === stateKey(b);

/** The refusal of an address whose state is not its pincode's. */
export const pincodeStateMismatch = (pin: string, pincodeState: string, chosenState: string): string =>
  `Pincode ${pin} is in ${pincodeState}, not ${chosenState.trim()}: check the pincode or the state`;

/** An unknown pincode, said as what it is (not as "City is required": city and state come from the pincode). */
export const PINCODE_NOT_FOUND = "We don't know this pincode: check its six digits, or enter a nearby one";

/**
 * A pincode table city as a vendor service's city field takes it (letters and spaces only): qualifiers in brackets
 * dropped ('Bilaspur (HP)' → 'Bilaspur'), other characters as spaces ('K.V.Rangareddy' → 'K V Rangareddy').
 */
export function lettersOnlyCity(city: string): string {
  return city
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^A-Za-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 70);
}
