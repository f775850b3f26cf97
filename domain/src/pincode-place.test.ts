import { lettersOnlyCity, pincodeStateMismatch, sameState, stateKey } from './pincode-place';

describe('pincode place rules', () => {
  it('compares states by name, whatever the case, "&" or spelling of the table', () => {
    expect(sameState('Jammu & Kashmir', 'jammu and kashmir')).toBe(true);
    expect(sameState('Chattisgarh', 'Chhattisgarh')).toBe(true);
    expect(sameState('Pondicherry', 'Puducherry')).toBe(true);
    expect(sameState(' Maharashtra ', 'MAHARASHTRA')).toBe(true);
    expect(sameState('Delhi', 'Maharashtra')).toBe(false);
    expect(sameState('Andhra Pradesh', 'Telangana')).toBe(false);
    expect(stateKey('')).toBe('');
  });
  it('says which state the pincode is in', () => {
    expect(pincodeStateMismatch('400050', 'Maharashtra', ' Delhi ')).toBe(
      'Pincode 400050 is in Maharashtra, not Delhi: check the pincode or the state',
    );
  });
  it('turns a table city into letters and spaces', () => {
    expect(
      ['Bilaspur (HP)', 'Aurangabad(BH)', 'K.V.Rangareddy', 'Lahul & Spiti', 'North 24 Parganas', 'Mumbai'].map(
        lettersOnlyCity,
      ),
    ).toEqual(['Bilaspur', 'Aurangabad', 'K V Rangareddy', 'Lahul and Spiti', 'North Parganas', 'Mumbai']);
  });
});
