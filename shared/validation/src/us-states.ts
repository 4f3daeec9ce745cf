/** A US state, DC or territory: its postal code and name. */
export interface UsState {
  code: string;
  name: string;
}

/**
 * The 50 states, DC and the territories a US lessor serves, by postal code, in the order people look
 * them up (by name, the territories last). Vendors and inquiries store `state` as one of these codes;
 * screens offer them as a list instead of a free two-letter input.
 *
 * @example
 * US_STATES.find((state) => state.code === 'TX')?.name; // 'Texas'
 */
export const US_STATES: readonly UsState[] = (
  [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
    ['AS', 'American Samoa'],
    ['GU', 'Guam'],
    ['MP', 'Northern Mariana Islands'],
    ['PR', 'Puerto Rico'],
    ['VI', 'U.S. Virgin Islands'],
  ] as const
).map(([code, name]) => ({ code, name }));

/**
 * The postal codes of `US_STATES`, in the same order.
 *
 * @example
 * US_STATE_CODES.slice(0, 3); // ['AL', 'AK', 'AZ']
 */
export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);

const CODES = new Set(US_STATE_CODES);

/**
 * Whether a text is one of the postal codes, exactly (capital letters, no spaces).
 *
 * @example
 * isUsStateCode('TX'); // true
 * isUsStateCode('tx'); // false
 */
export function isUsStateCode(code: string): boolean {
  return CODES.has(code);
}
