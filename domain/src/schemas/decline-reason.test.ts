import * as v from 'valibot';
import {
  DECLINE_NOTE_REQUIRED,
  DECLINE_NOTE_TOO_LONG,
  DECLINE_REASON_REQUIRED,
  declineReasonSchema,
} from './decline-reason';
import { localizeMessage } from './localize';

const first = (x: unknown) => {
  const r = v.safeParse(declineReasonSchema, x);
  return r.success ? r.output : r.issues[0].message;
};

describe('declineReasonSchema', () => {
  it('takes a fixed reason and drops any text with it', () => {
    expect(first({ reason: 'date_unavailable', note: 'ignored' })).toEqual({ reason: 'date_unavailable', note: '' });
    expect(first({ reason: 'outside_area' })).toEqual({ reason: 'outside_area', note: '' });
    expect(first({ reason: 'event_type' })).toEqual({ reason: 'event_type', note: '' });
  });
  it('takes "other" with the vendor\'s words, trimmed', () => {
    expect(first({ reason: 'other', note: '  Our hall is under repair  ' })).toEqual({
      reason: 'other',
      note: 'Our hall is under repair',
    });
  });
  it('refuses a missing or unknown reason', () => {
    expect(first({})).toBe(DECLINE_REASON_REQUIRED);
    expect(first({ reason: 'bored' })).toBe(DECLINE_REASON_REQUIRED);
    expect(first({ reason: 7 })).toBe(DECLINE_REASON_REQUIRED);
  });
  it('needs the text for "other", at most 300 characters, no hidden characters', () => {
    expect(first({ reason: 'other' })).toBe(DECLINE_NOTE_REQUIRED);
    expect(first({ reason: 'other', note: '   ' })).toBe(DECLINE_NOTE_REQUIRED);
    expect(first({ reason: 'other', note: 'x'.repeat(301) })).toBe(DECLINE_NOTE_TOO_LONG);
    expect(first({ reason: 'other', note: 'x'.repeat(300) })).toEqual({ reason: 'other', note: 'x'.repeat(300) });
    expect(first({ reason: 'other', note: 'a\u202Eb' })).toMatch(/direction-changing/);
    expect(first({ reason: 'other', note: 5 })).toBe('The reason must be text');
  });
  it('says every refusal in Hindi too', () => {
    for (const m of [DECLINE_REASON_REQUIRED, DECLINE_NOTE_REQUIRED, DECLINE_NOTE_TOO_LONG, 'The reason must be text'])
      expect(localizeMessage(m, 'hi')).not.toMatch(/[A-Za-z]/);
  });
});
