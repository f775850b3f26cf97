import * as v from 'valibot';
import { todayIso } from './fields';
import { packageModalSchema } from './package-modal';

const msg = (input: unknown) => (v.safeParse(packageModalSchema, input).issues ?? [])[0]?.message;

describe('package modal schema', () => {
  it('event date is required', () => {
    expect(msg({ eventDate: '' })).toBe('Please select event date');
    expect(msg({})).toBe('Please select event date');
  });
  it('accepts today and later, refuses the past and non-dates', () => {
    expect(msg({ eventDate: todayIso() })).toBeUndefined();
    expect(msg({ eventDate: '2000-01-01' })).toBe('Event date cannot be before today');
    expect(msg({ eventDate: '2030-02-30' })).toBe('Event date must be a real date');
    expect(msg({ eventDate: 'tomorrow' })).toBe('Event date must be a date (YYYY-MM-DD)');
  });
});
