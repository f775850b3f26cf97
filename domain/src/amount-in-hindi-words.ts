/**
 * The amount in words on a Hindi invoice: `amountInWords` of @utsav/domain/tax-invoice writes English
 * ('Rupees Forty Seven Thousand … Only'); this writes the same amount the Indian way in Hindi
 * ('सैंतालीस हज़ार सात सौ पचास रुपये मात्र'), crore, lakh, thousand and hundred as in English.
 */

/** 0–99: Hindi has its own word for every number below a hundred. */
const BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
] as const;

function words(value: number): string {
  const parts: string[] = [];
  let n = value;
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  // Beyond 99 crore the crores themselves are counted in words (सौ करोड़ …), as English does.
  if (crore) parts.push(`${words(crore)} करोड़`);
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  if (lakh) parts.push(`${BELOW_HUNDRED[lakh]} लाख`);
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (thousand) parts.push(`${BELOW_HUNDRED[thousand]} हज़ार`);
  const hundred = Math.floor(n / 100);
  n %= 100;
  if (hundred) parts.push(`${BELOW_HUNDRED[hundred]} सौ`);
  if (n) parts.push(BELOW_HUNDRED[n]!);
  return parts.join(' ');
}

/** 4775000 paise → 'सैंतालीस हज़ार सात सौ पचास रुपये मात्र'; with paise, '… रुपये और पचास पैसे मात्र'. */
export function amountInHindiWords(amountPaise: number): string {
  const p = Math.round(Math.abs(Number(amountPaise) || 0));
  const rupees = Math.floor(p / 100);
  const paise = p % 100;
  const r = rupees === 0 ? BELOW_HUNDRED[0] : words(rupees);
  return paise ? `${r} रुपये और ${BELOW_HUNDRED[paise]} पैसे मात्र` : `${r} रुपये मात्र`;
}
