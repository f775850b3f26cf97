import * as v from 'valibot';
import { RATING_REQUIRED, reviewSchema } from './review';

const msg = (input: unknown) => (v.safeParse(reviewSchema, input).issues ?? [])[0]?.message;
const ok = { pid: 1, serviceId: 1, rating: 4, reviewDes: 'Lovely' };

describe('review schema', () => {
  it('accepts a valid review (numeric text too)', () => {
    expect(msg(ok)).toBeUndefined();
    expect(v.parse(reviewSchema, { ...ok, pid: '3', rating: '5' })).toMatchObject({ pid: 3, rating: 5 });
  });
  it('rating is required: "Don\'t forget to select a rating!"', () => {
    expect(RATING_REQUIRED).toBe("Don't forget to select a rating!");
    expect(msg({ ...ok, rating: 0 })).toBe(RATING_REQUIRED);
    expect(msg({ ...ok, rating: '' })).toBe(RATING_REQUIRED);
    expect(msg({ ...ok, rating: undefined })).toBe(RATING_REQUIRED);
    expect(msg({ ...ok, rating: 2.5 })).toBe(RATING_REQUIRED);
    expect(msg({ ...ok, rating: 6 })).toBe('Rating can be at most 5');
  });
  it('message is required', () => {
    expect(msg({ ...ok, reviewDes: '  ' })).toBe('Please write your review');
  });
  it('the service id is required', () => {
    expect(msg({ ...ok, pid: 0 })).toBe('Service is required');
  });
});
