import { amountInHindiWords } from './amount-in-hindi-words';

describe('amountInHindiWords', () => {
  it('writes rupees the Indian way, crore, lakh, thousand, hundred', () => {
    expect(amountInHindiWords(4_775_000)).toBe('सैंतालीस हज़ार सात सौ पचास रुपये मात्र');
    expect(amountInHindiWords(123_456_700)).toBe('बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये मात्र');
    expect(amountInHindiWords(1_00_00_000_00)).toBe('एक करोड़ रुपये मात्र');
    expect(amountInHindiWords(0)).toBe('शून्य रुपये मात्र');
  });
  it('adds the paise', () => {
    expect(amountInHindiWords(10_050)).toBe('एक सौ रुपये और पचास पैसे मात्र');
    expect(amountInHindiWords(99)).toBe('शून्य रुपये और निन्यानबे पैसे मात्र');
  });
});
