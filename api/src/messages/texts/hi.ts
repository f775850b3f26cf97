/**
 * Hindi texts of messages: ready for translation — a section (or text) added here replaces the English one; what
 * is missing falls back to English (texts/index.ts). Keep the SMS texts identical to their DLT registration.
 */
import type { Catalogue } from './en';

type Partial2<T> = { [K in keyof T]?: Partial<T[K]> };

export const hi: Partial2<Catalogue> = {
  layout: {
    footer: 'उत्सव — आपके आयोजनों की बुकिंग। यह संदेश आपकी बुकिंग के बारे में है।',
  },
  'reminder.package-balance-due': {
    subject: (order, due) => `पैकेज ऑर्डर ${order} की बाकी राशि ${due} देय है`,
    heading: 'आपके पैकेज की बाकी राशि देय है',
    intro: (order, pkg, date, due) =>
      `पैकेज ऑर्डर ${order} (${pkg}, ${date}) की बाकी राशि ${due} देय है। पैकेज बनाए रखने के लिए भुगतान करें।`,
    balance: 'बाकी राशि',
    action: 'बाकी राशि चुकाएँ',
    today: 'आज',
    on: (d) => `${d} को`,
  },
  'reminder.package-event': {
    subject: (pkg) => `कल: ${pkg}`,
    heading: 'आपका आयोजन कल है',
    intro: (order, pkg, date) => `याद दिला दें: ${pkg} (पैकेज ऑर्डर ${order}) ${date} को है।`,
    action: 'अपना पैकेज ऑर्डर देखें',
  },
  'reminder.package-review': {
    subject: (pkg) => `${pkg} कैसा रहा?`,
    heading: 'दूसरों को बताइए कैसा रहा',
    intro: (pkg) => `आशा है आपका आयोजन अच्छा रहा। ${pkg} की एक छोटी समीक्षा दूसरे परिवारों को चुनने में मदद करती है।`,
    action: 'पैकेज खोलें',
  },
};
