/** The home page's newsletter form: the form and POST /api/NewsletterSubscribe parse with this. */
import * as v from 'valibot';
import { email } from './fields';

export const newsletterSchema = v.object({ email: email(60, 'Email') });
