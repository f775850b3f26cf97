/**
 * A search synonym as the operator edits it in the back office (docs/search.md "Synonyms"): what customers type
 * (`term`, in Latin or Devanagari letters, one or two words) and the catalogue words it means (`meaning`, Latin
 * letters: a category's name or words of titles). The mf-admin form and POST /api/admin/search/synonyms parse with it.
 */
import * as v from 'valibot';

/** Letters of the Latin and Devanagari scripts, digits, and single spaces or hyphens between words. */
const TERM = /^[a-z0-9\u0900-\u097f]+(?:[ -][a-z0-9\u0900-\u097f]+)?$/;
/** Catalogue words: Latin letters and digits, one to four words. */
const MEANING = /^[a-z0-9]+(?: [a-z0-9]+){0,3}$/;

const words = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.transform((x) => x.normalize('NFC').toLowerCase().replace(/\s+/g, ' ')),
  );

export const searchSynonymSchema = v.object({
  term: v.pipe(
    words('What customers type'),
    v.nonEmpty('Please enter what customers type'),
    v.maxLength(40, 'What customers type can be at most 40 characters'),
    v.regex(TERM, 'What customers type must be one or two words of letters (English or Hindi)'),
  ),
  meaning: v.pipe(
    words('Meaning'),
    v.nonEmpty('Please enter the words it means'),
    v.maxLength(60, 'Meaning can be at most 60 characters'),
    v.regex(MEANING, 'Meaning must be one to four words of English letters, as the catalogue writes them'),
  ),
});
export type SearchSynonymForm = v.InferOutput<typeof searchSynonymSchema>;
