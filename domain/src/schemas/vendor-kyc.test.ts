import * as v from 'valibot';
import {
  ACCOUNT_FORMAT,
  ACCOUNT_MISMATCH,
  IFSC_FORMAT,
  PAN_FORMAT,
  PAN_NAME_MISMATCH,
  PAN_TYPE,
  maskAccount,
  panMatchesName,
  vendorKycSchema,
} from './vendor-kyc';

const good = {
  pan: 'abcpk1234f',
  panName: 'Ravi Kumar',
  accountHolder: 'Ravi Kumar',
  accountNumber: '123456789012',
  confirmAccountNumber: '123456789012',
  ifsc: 'sbin0001234',
};
const firstError = (x: unknown) => {
  const r = v.safeParse(vendorKycSchema, x);
  return r.success ? null : r.issues[0]!.message;
};

describe('vendor KYC schema', () => {
  it('accepts a complete KYC and upper-cases PAN and IFSC', () => {
    const r = v.parse(vendorKycSchema, good);
    expect(r.pan).toBe('ABCPK1234F');
    expect(r.ifsc).toBe('SBIN0001234');
  });
  it.each([
    [{ pan: 'ABCPK1234' }, PAN_FORMAT],
    [{ pan: 'ABCXK1234F' }, PAN_TYPE],
    [{ pan: 'ABCPS1234F' }, PAN_NAME_MISMATCH],
    [{ pan: '' }, 'PAN is required'],
    [{ accountNumber: '12345678', confirmAccountNumber: '12345678' }, ACCOUNT_FORMAT],
    [
      { accountNumber: '1234567890123456789', confirmAccountNumber: '1' },
      'Bank account number can be at most 18 characters',
    ],
    [{ accountNumber: '12345678901A', confirmAccountNumber: '12345678901A' }, ACCOUNT_FORMAT],
    [{ confirmAccountNumber: '123456789013' }, ACCOUNT_MISMATCH],
    [{ ifsc: 'SBIN1001234' }, IFSC_FORMAT],
    [{ ifsc: 'SBI00012345' }, IFSC_FORMAT],
  ])('refuses %o: %s', (patch, message) => {
    expect(firstError({ ...good, ...patch })).toBe(message);
  });
  it('PAN name check: a person by surname, a company by its first word, other scripts not compared', () => {
    expect(panMatchesName('ABCPK1234F', 'Ravi Kumar')).toBe(true);
    expect(panMatchesName('ABCCU1234F', 'Utsav Events Private Limited')).toBe(true);
    expect(panMatchesName('ABCCE1234F', 'Utsav Events')).toBe(false);
    expect(panMatchesName('ABCPK1234F', 'रवि कुमार')).toBe(true);
  });
  it('masks an account number to its last 4 digits', () => {
    expect(maskAccount('123456789012')).toBe('XXXX9012');
  });
});
