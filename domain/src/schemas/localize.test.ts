import { langOfHeader, localizeMessage } from './localize';
import { validate } from './validate';
import { signUpSchema } from './sign-up';
import * as v from 'valibot';
import { EVENT_TYPE_REQUIRED, EVENT_TYPE_UNKNOWN, PACKAGE_EVENT_TYPE_REQUIRED } from './event-types';
import { vendorServiceSchema } from './vendor-service';

describe('validation messages in Hindi', () => {
  it('translates templates with their labels and fixed messages', () => {
    expect(localizeMessage('Email is required', 'hi')).toBe('ईमेल ज़रूरी है');
    expect(localizeMessage('Full Name can be at most 50 characters', 'hi')).toBe(
      'पूरा नाम में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं',
    );
    expect(localizeMessage('Enter a valid email address', 'hi')).toBe('सही ईमेल पता लिखें');
    expect(localizeMessage('Email is required', 'en')).toBe('Email is required');
  });

  it('leaves a message it does not know (or with an unknown label) in English', () => {
    expect(localizeMessage('Something new happened', 'hi')).toBe('Something new happened');
    expect(localizeMessage('Frobnicator is required', 'hi')).toBe('Frobnicator is required');
  });

  it('every message of the sign-up schema has its Hindi', () => {
    const r = validate(signUpSchema, {
      name: '',
      email: 'x',
      phone: '12',
      password: '',
      cpassword: 'y',
      otp: '',
      user_type: '1',
    });
    expect(r.ok).toBe(false);
    for (const message of Object.values(r.errors))
      expect(localizeMessage(message as string, 'hi')).toMatch(/[\u0900-\u097F]/);
  });

  it('the event type and service radius rules have their Hindi', () => {
    expect(localizeMessage(EVENT_TYPE_REQUIRED, 'hi')).toBe('सेवा किन कार्यक्रमों के लिए है, कम से कम एक प्रकार चुनें');
    expect(localizeMessage(PACKAGE_EVENT_TYPE_REQUIRED, 'hi')).toBe('पैकेज किस प्रकार के कार्यक्रम के लिए है, चुनें');
    expect(localizeMessage(EVENT_TYPE_UNKNOWN, 'hi')).toMatch(/^कार्यक्रम का प्रकार इनमें से एक होना चाहिए: wedding, /);
    const radius = v.safeParse(vendorServiceSchema.pipe[0].entries.serviceRadiusKm, '6000');
    expect(radius.success).toBe(false);
    expect(localizeMessage(radius.issues![0].message, 'hi')).toBe(
      'सेवा का दायरा 1 से 5000 तक पूरे किलोमीटर में लिखें, या डिफ़ॉल्ट 50 किमी के लिए खाली छोड़ें',
    );
  });

  it('reads Accept-Language', () => {
    expect(langOfHeader('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(langOfHeader('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(langOfHeader(undefined)).toBe('en');
    expect(langOfHeader('fr')).toBe('en');
  });
});
