import { createBus } from './bus';

describe('event bus', () => {
  it('delivers typed payloads to subscribers until they unsubscribe', () => {
    const bus = createBus();
    const got: number[] = [];
    const off = bus.on('package:open', ({ packageId }) => got.push(packageId));
    bus.emit('package:open', { packageId: 3 });
    off();
    bus.emit('package:open', { packageId: 4 });
    expect(got).toEqual([3]);
  });

  it('keeps delivering when one handler throws', () => {
    const bus = createBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const got: string[] = [];
    bus.on('cart:changed', () => {
      throw new Error('boom');
    });
    bus.on('cart:changed', () => got.push('second'));
    bus.emit('cart:changed', {});
    expect(got).toEqual(['second']);
    error.mockRestore();
  });

  it('does not mix events', () => {
    const bus = createBus();
    const handler = jest.fn();
    bus.on('auth:required', handler);
    bus.emit('cart:changed', {});
    expect(handler).not.toHaveBeenCalled();
  });
});
