/** A customer's language: POST /api/update-language parses with this. */
import * as v from 'valibot';

export const languageSchema = v.object({ language: v.picklist(['en', 'hi'], 'Choose English or Hindi') });
