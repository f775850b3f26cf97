/** The home page's newsletter form: the form and POST /api/NewsletterSubscribe parse with this. */
import * as v from 'valibot';
import { email } from './fields';

export const newsletterSchema = v.object({ email: email(60, 'Email') });
export const NEWSLETTER_SUBSCRIBED = 'Thank you! You will hear about festive offers and new service providers first.';
export const NEWSLETTER_ALREADY = 'This email is already subscribed.';
