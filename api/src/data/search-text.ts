/**
 * The pure text half of search (docs/search.md): a customer's query made into words — Unicode-normalised, lower
 * case, only letters and digits of the Latin and Devanagari scripts kept (symbols, SQL and HTML are just separators),
 * bounded in length — and Devanagari words spelt in Latin letters so they meet the catalogue's (mostly Latin) text.
 */

/** The longest query read; the rest is ignored (a query is a few words, not a document). */
export const MAX_QUERY_CHARS = 200;
/** The most words read from a query. */
export const MAX_QUERY_WORDS = 10;

/** Words that say nothing about what is wanted, in English, Hinglish and Hindi. */
const FILLERS = new Set([
  'a',
  'an',
  'the',
  'for',
  'with',
  'and',
  'or',
  'of',
  'to',
  'at',
  'on',
  'by',
  'me',
  'my',
  'near',
  'nearby',
  'in',
  'best',
  'top',
  'good',
  'cheap',
  'affordable',
  'budget',
  'famous',
  'popular',
  'service',
  'services',
  'vendor',
  'vendors',
  'artist',
  'artists',
  'expert',
  'experts',
  'professional',
  'book',
  'booking',
  'online',
  'hire',
  'price',
  'prices',
  'rate',
  'rates',
  'cost',
  'charges',
  'rent',
  'rental',
  'kiraya',
  'kiraye',
  'available',
  'needed',
  'required',
  'want',
  'need',
  'chahiye',
  'ji',
  'jee',
  'karne',
  'karna',
  'lagane',
  'sikhane',
  'banane',
  'ke',
  'ki',
  'ka',
  'ko',
  'liye',
  'mein',
  'mai',
  'wala',
  'wale',
  'wali',
  'aur',
  'se',
  'के',
  'की',
  'का',
  'को',
  'लिए',
  'में',
  'और',
  'से',
  'वाला',
  'वाले',
  'वाली',
  'सबसे',
  'जी',
  'चाहिए',
  'करने',
  'किराए',
  'किराये',
  'करना',
  'कराना',
  'बनाने',
  'लगाने',
  'सिखाने',
  'है',
  'हैं',
  'अच्छा',
  'सस्ता',
]);

/** Words that introduce a place ("in Pune", "near Pune", "पुणे में"). */
export const PLACE_WORDS = new Set(['in', 'near', 'at', 'around', 'mein', 'में', 'के', 'पास']);

export const isFiller = (w: string) => FILLERS.has(w);

const DEVANAGARI = /[\u0900-\u097f]/;
export const isDevanagari = (w: string) => DEVANAGARI.test(w);

/** Plural and oblique endings of Devanagari words: फूलों → फूल, लाइटें → लाइट, कैटरर्स (an English plural) → कैटरर. */
const DEVANAGARI_ENDINGS = ['ों', 'ें', 'ीं', '्स', 'ओं', 'एं', 'एँ'];

/**
 * The word without a plural ending, or the word itself: what a synonym is looked up by when the word as typed has
 * none ("speakers" → "speaker", "parties" → "party", "फूलों" → "फूल"). Only words of four letters or more.
 */
export function singular(w: string): string {
  if (isDevanagari(w)) {
    const end = DEVANAGARI_ENDINGS.find((e) => w.endsWith(e) && [...w].length - [...e].length >= 2);
    return end ? w.slice(0, -end.length) : w;
  }
  if (w.length < 4 || !/^[a-z]+$/.test(w) || w.endsWith('ss')) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  return w.endsWith('s') ? w.slice(0, -1) : w;
}

/** The query's words: at most MAX_QUERY_WORDS of letters/digits (Latin, Devanagari), lower case. */
export function queryWords(raw: string): string[] {
  const text = raw
    .slice(0, MAX_QUERY_CHARS * 2)
    .normalize('NFC')
    .toLowerCase()
    // Joiners inside Devanagari words are invisible; dropping them keeps one spelling.
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[^a-z0-9\u0900-\u097f]+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_CHARS);
  return text === '' ? [] : text.split(' ').slice(0, MAX_QUERY_WORDS);
}

// ---- Devanagari → Latin, the way Hinglish is typed (not a scholarly scheme): "मेहंदी" → "mehandi", "पुणे" → "pune".

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
  क़: 'k',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
/** Consonant + nukta (U+093C), when typed as two code points. */
const NUKTA: Record<string, string> = { क: 'k', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
};
const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
};
const VIRAMA = '\u094d';
const NUKTA_SIGN = '\u093c';
const NASAL = new Set(['\u0902', '\u0901']);

/**
 * Hinglish spelling of a Devanagari word. A consonant carries an inherent "a" unless a vowel sign or virama follows;
 * the word's last inherent "a" is silent (schwa deletion: "पुर" → "pur"). Anusvara and chandrabindu are "n" ("m"
 * before p, b, m). Letters outside the table are dropped. Trigram matching absorbs the rest of the differences.
 */
export function devanagariToLatin(word: string): string {
  const chars = [...word.normalize('NFC')];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const next = chars[i + 1];
    if (CONSONANTS[ch] !== undefined) {
      let latin = CONSONANTS[ch];
      let j = i + 1;
      if (next === NUKTA_SIGN) {
        latin = NUKTA[ch] ?? latin;
        j++;
      }
      const after = chars[j];
      out.push(latin);
      if (after === VIRAMA) j++;
      else if (after !== undefined && SIGNS[after] !== undefined) {
        out.push(SIGNS[after]);
        j++;
      } else out.push('a');
      i = j - 1;
    } else if (VOWELS[ch] !== undefined) out.push(VOWELS[ch]);
    else if (NASAL.has(ch)) out.push(/^[pbm]/.test(CONSONANTS[next ?? ''] ?? '') ? 'm' : 'n');
    else if (ch === '\u0903') out.push('h');
    else if (/[0-9a-z]/.test(ch)) out.push(ch);
  }
  // Silent final inherent "a" (not of a one-letter word).
  if (out.length > 2 && out[out.length - 1] === 'a' && CONSONANTS[chars[chars.length - 1]!] !== undefined) out.pop();
  return out.join('');
}

/** A word safe as a tsquery lexeme: only letters and digits of the two scripts (queryWords already ensures it). */
export const lexeme = (w: string) => w.replace(/[^a-z0-9\u0900-\u097f]/g, '');
