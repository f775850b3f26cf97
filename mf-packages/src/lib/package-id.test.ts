import { toBase64 } from '@utsav/domain/format';
import { decodePackageId, encodePackageId, MALFORMED_PACKAGE_LINK, packagePath } from './package-id';

describe('package route id', () => {
  it('round-trips PackageID, eventDate and pincode', () => {
    const value = { PackageID: 3, eventDate: '2030-01-15', pincode: '400050' };
    const encoded = encodePackageId(value);
    expect(JSON.parse(atob(encoded))).toEqual(value);
    expect(decodePackageId(encoded)).toEqual({ ok: true, value });
  });

  it('accepts the url-encoded form used in paths', () => {
    const value = { PackageID: 12, eventDate: '2030-02-01', pincode: '' };
    const segment = packagePath(value).replace('/packages/', '');
    expect(decodePackageId(segment)).toEqual({ ok: true, value });
  });

  it.each([
    ['empty', ''],
    ['not base64', '%%%not-base64'],
    ['base64 of non-JSON', toBase64('hello')],
    ['JSON array', toBase64('[1,2]')],
    ['missing PackageID', toBase64(JSON.stringify({ eventDate: '2030-01-01' }))],
    ['zero PackageID', toBase64(JSON.stringify({ PackageID: 0, eventDate: '2030-01-01' }))],
    ['text PackageID', toBase64(JSON.stringify({ PackageID: 'abc', eventDate: '2030-01-01' }))],
    ['bad date', toBase64(JSON.stringify({ PackageID: 1, eventDate: 'tomorrow' }))],
  ])('%s → a clear message, no throw', (_name, encoded) => {
    expect(decodePackageId(encoded)).toEqual({ ok: false, message: MALFORMED_PACKAGE_LINK });
  });

  it('accepts numeric text ids, a missing date and drops a malformed pincode', () => {
    expect(decodePackageId(toBase64(JSON.stringify({ PackageID: '4', pincode: '12' })))).toEqual({
      ok: true,
      value: { PackageID: 4, eventDate: '', pincode: '' },
    });
    expect(
      decodePackageId(toBase64(JSON.stringify({ PackageID: 4, eventDate: '2030-03-03T00:00:00Z', pincode: 411004 }))),
    ).toEqual({
      ok: true,
      value: { PackageID: 4, eventDate: '2030-03-03', pincode: '411004' },
    });
  });
});
