/**
 * The vendor's payout KYC (docs/payments.md "KYC"): PAN, the bank account payouts go to and its IFSC. One rule for
 * the vendor's form and POST /api/vendor/kyc. What can be checked offline is checked here:
 * - PAN (Income-tax Rule 114): five letters, four digits, a letter. The 4th letter is the holder's type (P person,
 *   C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority, J artificial juridical person, G government);
 *   the 5th is the first letter of the holder's surname (a person) or of the holder's name (anyone else).
 * - Account number: 9 to 18 digits (the lengths Indian banks issue), typed twice.
 * - IFSC (RBI): four letters (the bank), a 0, six letters or digits (the branch).
 */
import * as v from 'valibot';
import { lettersAndSpaces, present } from './fields';

export const PAN_FORMAT = 'PAN must be 5 letters, 4 digits and a letter, like ABCPK1234F';
export const PAN_TYPE = 'The 4th letter of a PAN must be one of P, C, H, F, A, T, B, L, J or G';
export const PAN_NAME_MISMATCH =
  "The PAN's 5th letter must be the first letter of the holder's surname (a person) or name (a business)";
export const ACCOUNT_FORMAT = 'Bank account number must be 9 to 18 digits';
export const ACCOUNT_MISMATCH = 'Bank account numbers do not match';
export const IFSC_FORMAT = 'IFSC must be 4 letters, a 0 and 6 letters or digits, like SBIN0001234';

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_HOLDER_TYPES = 'PCHFATBLJG';
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

/** Whether a PAN's 5th letter fits the holder's name: a person's surname (last word), anyone else's first word. */
export function panMatchesName(pan: string, name: string): boolean {
  const words = name
    .trim()
    .toUpperCase()
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w));
  if (!words.length) return true; // a name in another script cannot be compared offline
  const key = pan[3] === 'P' ? words[words.length - 1]! : words[0]!;
  return key[0] === pan[4];
}

const upperText = (label: string, max: number) =>
  present(
    v.pipe(
      v.string(`${label} is required`),
      v.trim(),
      v.nonEmpty(`${label} is required`),
      v.maxLength(max, `${label} can be at most ${max} characters`),
      v.transform((x) => x.toUpperCase()),
    ),
  );

export const vendorKycSchema = v.pipe(
  v.object({
    pan: v.pipe(
      upperText('PAN', 10),
      v.regex(PAN_PATTERN, PAN_FORMAT),
      v.check((x) => PAN_HOLDER_TYPES.includes(x[3]!), PAN_TYPE),
    ),
    panName: lettersAndSpaces('Name as on PAN', 85),
    accountHolder: lettersAndSpaces('Account holder name', 85),
    accountNumber: v.pipe(upperText('Bank account number', 18), v.regex(ACCOUNT_PATTERN, ACCOUNT_FORMAT)),
    confirmAccountNumber: upperText('Confirm account number', 18),
    ifsc: v.pipe(upperText('IFSC', 11), v.regex(IFSC_PATTERN, IFSC_FORMAT)),
  }),
  v.forward(
    v.partialCheck([['pan'], ['panName']], (x) => panMatchesName(x.pan, x.panName), PAN_NAME_MISMATCH),
    ['panName'],
  ),
  v.forward(
    v.partialCheck(
      [['accountNumber'], ['confirmAccountNumber']],
      (x) => x.accountNumber === x.confirmAccountNumber,
      ACCOUNT_MISMATCH,
    ),
    ['confirmAccountNumber'],
  ),
);
export type VendorKyc = v.InferOutput<typeof vendorKycSchema>;

/** An account number as lists show it: its last 4 digits only. */
export function maskAccount(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `XXXX${accountNumber.slice(-4)}`;
}
