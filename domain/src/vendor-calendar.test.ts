import * as v from 'valibot';
import {
  DEFAULT_RULES,
  addIsoDays,
  dayClosedReason,
  dayClosedText,
  istToday,
  monthRange,
  weekdayOf,
  workingDaysText,
} from './vendor-calendar';
import {
  calendarBlockSchema,
  calendarCapacitySchema,
  calendarRulesSchema,
  serviceCalendarQuerySchema,
} from './schemas/vendor-calendar';

const facts = (over: Partial<Parameters<typeof dayClosedReason>[0]> = {}) =>
  dayClosedReason({
    date: '2027-03-10',
    today: '2027-03-01',
    rules: DEFAULT_RULES,
    blocked: false,
    capacity: 1,
    taken: 0,
    ...over,
  });

test('the reasons, in order: past, unavailable (block, weekday, capacity 0), too soon, too far, booked out', () => {
  expect(facts()).toBeNull();
  expect(facts({ date: '2027-02-28' })).toBe('past');
  expect(facts({ blocked: true, taken: 1 })).toBe('unavailable');
  expect(facts({ rules: { ...DEFAULT_RULES, workingDays: 127 & ~(1 << weekdayOf('2027-03-10')) } })).toBe(
    'unavailable',
  );
  expect(facts({ capacity: 0 })).toBe('unavailable');
  expect(facts({ capacity: 0, taken: 1 })).toBe('booked_out');
  expect(facts({ rules: { ...DEFAULT_RULES, leadDays: 10 } })).toBe('too_soon');
  expect(facts({ rules: { ...DEFAULT_RULES, leadDays: 9 } })).toBeNull();
  expect(facts({ rules: { ...DEFAULT_RULES, windowDays: 8 } })).toBe('too_far');
  expect(facts({ rules: { ...DEFAULT_RULES, windowDays: 9 } })).toBeNull();
  expect(facts({ taken: 1 })).toBe('booked_out');
  expect(facts({ capacity: 3, taken: 2 })).toBeNull();
});

test('IST midnight and the words', () => {
  expect(istToday(new Date('2027-03-01T18:29:59Z'))).toBe('2027-03-01');
  expect(istToday(new Date('2027-03-01T18:30:00Z'))).toBe('2027-03-02');
  expect(weekdayOf('2027-03-07')).toBe(0);
  expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(monthRange('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  expect(dayClosedText('too_soon', { ...DEFAULT_RULES, leadDays: 1 })).toBe(
    "Too soon: this service needs 1 day's notice",
  );
  expect(workingDaysText(126)).toBe('Mon, Tue, Wed, Thu, Fri, Sat');
  expect(workingDaysText(127)).toBe('Every day');
});

test('the schemas: ranges forwards and bounded, rules in range, all services = 0', () => {
  expect(v.safeParse(calendarBlockSchema, { from: '2027-03-01', to: '2027-03-05' }).output).toEqual({
    productId: 0,
    from: '2027-03-01',
    to: '2027-03-05',
    note: '',
  });
  expect(v.safeParse(calendarBlockSchema, { from: '2027-03-05', to: '2027-03-01' }).success).toBe(false);
  expect(v.safeParse(calendarBlockSchema, { from: '2027-03-01', to: '2028-03-01' }).success).toBe(false);
  // The range's message belongs to To: a form (react-hook-form) shows a field's message, never the whole object's.
  for (const schema of [calendarBlockSchema, calendarCapacitySchema]) {
    const issues = v.safeParse(schema, { productId: 3, from: '2027-03-05', to: '2027-03-01' }).issues ?? [];
    expect(issues.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['to', 'The range must run forwards and cover at most 366 days'],
    ]);
  }
  expect(
    v.safeParse(calendarCapacitySchema, { productId: 3, from: '2027-03-01', to: '2027-03-01', capacity: '' }).output,
  ).toMatchObject({ capacity: null });
  expect(
    v.safeParse(calendarCapacitySchema, { productId: 3, from: '2027-03-01', to: '2027-03-01', capacity: 101 }).success,
  ).toBe(false);
  expect(v.safeParse(calendarRulesSchema, { leadDays: '3', windowDays: '', workingDays: 62 }).output).toEqual({
    productId: 0,
    leadDays: 3,
    windowDays: null,
    workingDays: 62,
  });
  expect(v.safeParse(calendarRulesSchema, { workingDays: 0 }).success).toBe(false);
  expect(
    v.safeParse(serviceCalendarQuerySchema, { productId: '4', from: '2027-03-01', to: '2027-05-01' }).success,
  ).toBe(true);
  expect(
    v.safeParse(serviceCalendarQuerySchema, { productId: '4', from: '2027-03-01', to: '2027-05-02' }).success,
  ).toBe(false);
});
