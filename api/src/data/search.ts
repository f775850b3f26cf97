/**
 * The search engine (docs/search.md), one for the header box, the services list and the packages list: a query is
 * understood — its place, its synonyms, Devanagari spelt in Latin, typos corrected by trigram similarity against the
 * catalogue's vocabulary — into a tsquery over the services' weighted documents (migration 320) and a city.
 */
import type { Queryable } from '../db/client';
import {
  devanagariToLatin,
  isDevanagari,
  isFiller,
  lexeme,
  MAX_QUERY_CHARS,
  PLACE_WORDS,
  queryWords,
  singular,
} from './search-text';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Similarity at or above which a misspelt word is searched as the vocabulary's word. */
export const CORRECT_AT = 0.4;
/** Similarity at or above which the vocabulary's word is only offered ("Did you mean …"); pg_trgm's own threshold. */
export const SUGGEST_AT = 0.3;
/** Typos are corrected in words of this many letters or more (shorter words have too few trigrams to compare). */
export const TYPO_MIN_LETTERS = 4;
/** A sound-alike is trusted only with this many consonants or more ("mkp" of "mekup"; "dj" has too few). */
export const SOUND_MIN_CONSONANTS = 3;

/** What the engine understood of a query; returned to the client so it can show it. */
export interface Understanding {
  /** The query as typed (trimmed, at most MAX_QUERY_CHARS). */
  query: string;
  /** The query without its place, as the customer wrote it: what "remove the place" searches. */
  text: string;
  /** The city the query names (as the services write it), or null. */
  place: string | null;
  /** Words searched in place of misspelt ones. */
  corrected: { from: string; to: string }[];
  /** A nearer spelling of the whole query, when a word is probably misspelt but not surely. */
  didYouMean: string | null;
  /** The tsquery text ('simple' configuration), null when the query has no word to search (only a place). */
  tsquery: string | null;
  /** The query had text but nothing searchable in it (only symbols): nothing can match. */
  empty: boolean;
  /**
   * Ids of the categories the query names (a category's name, or a synonym meaning it: "food" → Catering): their
   * services rank first, above services that only share an occasion word ("party", "wedding") with the query.
   */
  categories: number[];
}

interface WordGroup {
  /** The word(s) as typed. */
  typed: string;
  /** Lexemes searched for it (any of them matches). */
  lexemes: string[];
}

const words = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The schema pg_trgm is installed in (quoted), or null without it; asked once per database handle (a process may
 * hold several: the tests give each suite its own schema, with its own copy of the extension). The extension may live
 * in another schema than the tables (migration 003), so its function and operators are named with their schema.
 */
const trigrams = new WeakMap<Queryable, Promise<string | null>>();
function trigramSchema(q: Queryable): Promise<string | null> {
  let schema = trigrams.get(q);
  if (!schema) {
    schema = q
      .query<{ schema: string | null }>(
        "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
      )
      .then((r) => {
        const name = r.rows[0]?.schema;
        return name ? `"${name.replace(/"/g, '""')}"` : null;
      })
      .catch(() => null);
    trigrams.set(q, schema);
  }
  return schema;
}

/**
 * A synonym's term or a place's name as a query's words meet it: a hyphen separates words, as when a query is read
 * ("e-invite" → "e invite"). SQL, of the column `col`.
 */
const spaced = (col: string) => `replace(lower(${col}), '-', ' ')`;
/** The same written as one word ("tent house" → "tenthouse"): how a two-word name is often typed. */
const joined = (col: string) => `regexp_replace(lower(${col}), '[ -]', '', 'g')`;

/** Synonyms and places naming any of these one- or two-word phrases (a two-word name typed as one word too). */
async function lookups(q: Queryable, phrases: string[]) {
  const r = await q.query<{ kind: 's' | 'p'; key: string; value: string }>(
    `SELECT 's' AS kind, ${spaced('term')} AS key, meaning AS value FROM search_synonyms
      WHERE ${spaced('term')} = ANY($1::text[])
     UNION ALL SELECT 's', ${joined('term')}, meaning FROM search_synonyms
      WHERE term ~ '[ -]' AND ${joined('term')} = ANY($1::text[])
     UNION ALL SELECT 'p', ${spaced('alias')}, city FROM search_places WHERE ${spaced('alias')} = ANY($1::text[])
     UNION ALL SELECT 'p', ${joined('alias')}, city FROM search_places
      WHERE alias ~ '[ -]' AND ${joined('alias')} = ANY($1::text[])`,
    [phrases],
  );
  const synonyms = new Map<string, string>();
  const places = new Map<string, string>();
  for (const row of r.rows) (row.kind === 's' ? synonyms : places).set(row.key, row.value);
  return { synonyms, places };
}

/**
 * For each word, the nearest word of the vocabulary (titles, categories, cities, synonyms and places) and how near.
 * A word is corrected to one word: a two-word synonym or place is compared written as one ("tenthous" → "tenthouse").
 */
async function nearest(q: Queryable, list: string[]): Promise<Map<string, Nearest>> {
  const found = new Map<string, Nearest>();
  const trgm = list.length === 0 ? null : await trigramSchema(q);
  if (!trgm) return found;
  // The sound-alike (migration 460): a vocabulary word with the typed word's skeleton, its first letter and a length
  // at most one letter apart, the most similar first. Only words with a skeleton of SOUND_MIN_CONSONANTS or more ask.
  const r = await q.query<{ w: string; word: string | null; sim: number | null; sound: string | null }>(
    `SELECT x.w, best.word, best.sim, alike.word AS sound FROM unnest($1::text[]) AS x(w)
     LEFT JOIN LATERAL (
       SELECT v.word, ${trgm}.similarity(v.word, x.w) AS sim FROM (
         (SELECT word FROM search_words WHERE word OPERATOR(${trgm}.%) x.w
          ORDER BY word OPERATOR(${trgm}.<->) x.w LIMIT 5)
         UNION ALL SELECT ${joined('term')} FROM search_synonyms
         UNION ALL SELECT ${joined('alias')} FROM search_places
       ) AS v(word) ORDER BY sim DESC, length(v.word), v.word LIMIT 1
     ) AS best ON true
     LEFT JOIN LATERAL (
       SELECT v.word FROM (
         SELECT word FROM search_words WHERE search_skeleton(word) = search_skeleton(x.w)
         UNION SELECT ${joined('term')} FROM search_synonyms WHERE search_skeleton(${joined('term')}) = search_skeleton(x.w)
       ) AS v(word)
       WHERE length(search_skeleton(x.w)) >= ${SOUND_MIN_CONSONANTS} AND v.word <> x.w
         AND left(v.word, 1) = left(x.w, 1) AND abs(length(v.word) - length(x.w)) <= 1
       ORDER BY ${trgm}.similarity(v.word, x.w) DESC, length(v.word), v.word LIMIT 1
     ) AS alike ON true`,
    [list],
  );
  for (const row of r.rows)
    if (row.word !== null && row.sim !== null)
      found.set(row.w, { word: row.word, sim: Number(row.sim), sound: row.sound });
    else if (row.sound !== null) found.set(row.w, { word: row.sound, sim: 0, sound: row.sound });
  return found;
}

interface Nearest {
  /** The most similar word of the vocabulary by trigrams, and how similar (1: the word itself). */
  word: string;
  sim: number;
  /** A vocabulary word that sounds alike (same consonants in the same order), or null. */
  sound: string | null;
}

/** Reads a query: its place, synonyms, spellings and typos (see the module comment). */
export async function understand(q: Queryable, raw: string): Promise<Understanding> {
  // Kept as typed, minus control characters, cut at MAX_QUERY_CHARS code points (never half a surrogate pair).
  const query = [...raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()]
    .slice(0, MAX_QUERY_CHARS)
    .join('')
    .replace(LONE_SURROGATE, '\ufffd');
  const tokens = queryWords(query);
  const base: Understanding = {
    query,
    text: query,
    place: null,
    corrected: [],
    didYouMean: null,
    tsquery: null,
    empty: tokens.length === 0,
    categories: [],
  };
  if (tokens.length === 0) return base;

  const phrases = [...tokens, ...tokens.map(singular), ...tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`)];
  const { synonyms, places } = await lookups(q, [...new Set(phrases)]);

  // The place: a two-word name first, then one word; the words that introduce it go with it.
  let place: string | null = null;
  const used = new Array<boolean>(tokens.length).fill(false);
  /** Positions of the place's words and of the words introducing it. */
  const placeAt = new Set<number>();
  const takePlace = (i: number, n: number, city: string) => {
    place = city;
    for (let k = i; k < i + n; k++) placeAt.add(k);
    if (i > 0 && PLACE_WORDS.has(tokens[i - 1]!)) placeAt.add(i - 1);
    if (i + n < tokens.length && PLACE_WORDS.has(tokens[i + n]!)) placeAt.add(i + n);
    for (const k of placeAt) used[k] = true;
  };
  for (let i = 0; i + 1 < tokens.length && !place; i++) {
    const city = places.get(`${tokens[i]} ${tokens[i + 1]}`);
    if (city) takePlace(i, 2, city);
  }
  for (let i = 0; i < tokens.length && !place; i++) {
    const city = places.get(tokens[i]!);
    if (city) takePlace(i, 1, city);
  }

  // Synonyms (two words first), then the other words.
  const groups: (WordGroup & { at: number })[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (used[i] || used[i + 1]) continue;
    const typed = `${tokens[i]} ${tokens[i + 1]}`;
    const meaning = synonyms.get(typed);
    if (meaning) {
      used[i] = used[i + 1] = true;
      groups.push({ at: i, typed, lexemes: [...words(typed), ...words(meaning)] });
    }
  }
  const pending: { at: number; typed: string; latin: string }[] = [];
  tokens.forEach((t, i) => {
    if (used[i] || isFiller(t)) return;
    // A plural finds its singular's synonym ("speakers", "फूलों").
    const meaning = synonyms.get(t) ?? synonyms.get(singular(t));
    if (meaning) groups.push({ at: i, typed: t, lexemes: [t, ...words(meaning)] });
    else pending.push({ at: i, typed: t, latin: isDevanagari(t) ? devanagariToLatin(t) : t });
  });

  // Typos: a word of TYPO_MIN_LETTERS letters or more that the vocabulary does not hold is compared by trigrams.
  const checked = pending.filter((p) => /^[a-z]+$/.test(p.latin) && p.latin.length >= TYPO_MIN_LETTERS);
  const near = await nearest(q, [...new Set(checked.map((p) => p.latin))]);
  const corrected: Understanding['corrected'] = [];
  const suggestions = new Map<string, string>();
  const extraPhrases: string[] = [];
  for (const p of pending) {
    const best = near.get(p.latin);
    let lex = [p.latin];
    if (p.latin !== p.typed && p.latin !== '') lex.push(p.typed);
    // A Devanagari word spelt in Latin letters is an approximation already (वीडियोग्राफी → vidiyographi): its
    // nearest word is searched at the lower threshold; there is no spelling of the customer's to offer instead.
    const correctAt = p.latin !== p.typed ? SUGGEST_AT : CORRECT_AT;
    // Trigrams first; when they find nothing near enough, a sound-alike ("mekup" → "makeup") is searched instead.
    const to = best && best.sim < 1 ? (best.sim >= correctAt ? best.word : best.sound) : null;
    if (to) {
      corrected.push({ from: p.typed, to });
      lex = [to];
      extraPhrases.push(to);
    } else if (best && best.sim < 1 && best.sim >= SUGGEST_AT) suggestions.set(p.typed, best.word);
    else if (best?.sim === 1 && p.latin !== p.typed) extraPhrases.push(p.latin);
    groups.push({ at: p.at, typed: p.typed, lexemes: lex.filter(Boolean) });
  }
  // A corrected (or transliterated) word may be a synonym or a place itself ("fotografer" → "photographer").
  if (extraPhrases.length) {
    const more = await lookups(q, extraPhrases);
    for (const g of groups) {
      const w = g.lexemes[0]!;
      const city = more.places.get(w);
      if (city && !place) {
        takePlace(g.at, 1, city);
        g.lexemes = [];
        continue;
      }
      const meaning = more.synonyms.get(w);
      if (meaning) g.lexemes = [...g.lexemes, ...words(meaning)];
    }
  }

  const searchable = groups.filter((g) => g.lexemes.length > 0).sort((a, b) => a.at - b.at);
  // Each word a prefix (half-typed words and plurals match); a word naming a category only as a whole word when short
  // ("car" must not name Invitation Cards).
  const tsquery = tsqueryOf(searchable, (l) => !/^[0-9]+$/.test(l) && l.length >= 2);
  const naming = tsqueryOf(searchable, (l) => !/^[0-9]+$/.test(l) && [...l].length >= TYPO_MIN_LETTERS);
  const text = place ? tokens.filter((_t, i) => !placeAt.has(i)).join(' ') : query;
  const didYouMean = suggestions.size ? tokens.map((t) => suggestions.get(t) ?? t).join(' ') : null;
  return {
    query,
    text,
    place,
    corrected,
    didYouMean,
    tsquery,
    empty: !tsquery && !place,
    categories: naming ? await namedCategories(q, naming) : [],
  };
}

/** The words OR'd as a tsquery ('simple' configuration), each word's spellings OR'd; `prefix` says which match as one. */
function tsqueryOf(groups: WordGroup[], prefix: (lexeme: string) => boolean): string | null {
  const text = groups
    .map((g) => {
      const alts = [...new Set(g.lexemes.map(lexeme).filter(Boolean))].map((l) => (prefix(l) ? `'${l}':*` : `'${l}'`));
      return alts.length > 1 ? `(${alts.join(' | ')})` : alts[0];
    })
    .filter(Boolean)
    .join(' | ');
  return text || null;
}

/** The categories whose name (English or Hindi) the query's words name. */
async function namedCategories(q: Queryable, tsquery: string): Promise<number[]> {
  const r = await q.query<{ id: number }>(
    `SELECT id FROM categories
     WHERE to_tsvector('simple', name || ' ' || coalesce(name_hi, '')) @@ to_tsquery('simple', $1) ORDER BY id`,
    [tsquery],
  );
  return r.rows.map((row) => row.id);
}
