import { eventCatalogue } from '@tajriba/contracts/platform';
import { createEventBus, EventValidationError, getEventBus, type EventCatalogue } from '../event-bus';

const catalogue = eventCatalogue as EventCatalogue;

describe('event bus', () => {
  it('delivers a valid payload with its name and schema version', () => {
    const bus = createEventBus({ strict: true, catalogue });
    const seen: unknown[] = [];
    bus.on('theme:changed', (payload, envelope) => seen.push([payload, envelope.name, envelope.version]));
    expect(bus.emit('theme:changed', { theme: 'dark' })).toBe(true);
    expect(seen).toEqual([[{ theme: 'dark' }, 'theme:changed', 1]]);
  });

  it('throws on an invalid payload in strict (development) mode and delivers nothing', () => {
    const bus = createEventBus({ strict: true, catalogue });
    const handler = jest.fn();
    bus.on('chat:unread-changed', handler);
    expect(() => bus.emit('chat:unread-changed', { count: -1 })).toThrow(EventValidationError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('logs and drops an invalid payload in production mode', () => {
    const logger = { error: jest.fn() };
    const bus = createEventBus({ strict: false, logger, catalogue });
    const handler = jest.fn();
    bus.on('auth:login-requested', handler);
    expect(bus.emit('auth:login-requested', { reason: 'nope' } as never)).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalled();
  });

  it('returns an unsubscribe function, and once() fires a single time', () => {
    const bus = createEventBus({ strict: true, catalogue });
    const a = jest.fn();
    const b = jest.fn();
    const off = bus.on('locale:changed', a);
    bus.once('locale:changed', b);
    bus.emit('locale:changed', { locale: 'ar', dir: 'rtl' });
    off();
    bus.emit('locale:changed', { locale: 'en', dir: 'ltr' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering when one subscriber throws', () => {
    const logger = { error: jest.fn() };
    const bus = createEventBus({ strict: true, logger, catalogue });
    const good = jest.fn();
    bus.on('toast:show', () => {
      throw new Error('boom');
    });
    bus.on('toast:show', good);
    bus.emit('toast:show', { kind: 'info', message: 'hi' });
    expect(good).toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalled();
  });

  it('strips unknown keys so consumers see exactly the schema', () => {
    const bus = createEventBus({ strict: true, catalogue });
    const handler = jest.fn();
    bus.on('theme:changed', handler);
    bus.emit('theme:changed', { theme: 'light', extra: 1 } as never);
    expect(handler.mock.calls[0][0]).toEqual({ theme: 'light' });
  });

  it('is one instance per page even when the module is loaded twice', () => {
    const first = getEventBus();
    let second: unknown;
    jest.isolateModules(() => {
      second = (require('../event-bus') as typeof import('../event-bus')).getEventBus();
    });
    expect(second).toBe(first);
  });

  it('before the schemas have loaded, keeps emits in order and delivers them validated when they arrive', async () => {
    const key = Symbol.for('tajriba.event-bus.catalogue');
    const g = globalThis as unknown as Record<symbol, unknown>;
    const saved = g[key];
    delete g[key];
    try {
      let mod!: typeof import('../event-bus');
      jest.isolateModules(() => {
        mod = require('../event-bus') as typeof import('../event-bus');
      });
      const logger = { error: jest.fn() };
      const bus = mod.createEventBus({ strict: true, logger });
      const seen: unknown[] = [];
      bus.onAny((e) => seen.push([e.name, e.payload]));
      expect(bus.emit('theme:changed', { theme: 'dark', extra: 1 } as never)).toBe(true);
      expect(bus.emit('chat:unread-changed', { count: -1 })).toBe(true);
      expect(bus.emit('locale:changed', { locale: 'ar', dir: 'rtl' })).toBe(true);
      // Nothing is delivered unchecked.
      expect(seen).toEqual([]);
      await mod.loadEventCatalogue();
      expect(seen).toEqual([
        ['theme:changed', { theme: 'dark' }],
        ['locale:changed', { locale: 'ar', dir: 'rtl' }],
      ]);
      // The invalid one was dropped; it could only be logged, the emit had already returned.
      expect(logger.error).toHaveBeenCalledWith(expect.any(mod.EventValidationError), expect.anything());
      // Once loaded, delivery is synchronous again.
      bus.emit('theme:changed', { theme: 'light' });
      expect(seen).toHaveLength(3);
    } finally {
      g[key] = saved;
    }
  });

  it('still refuses unknown event names at once, schemas or not', () => {
    const bus = createEventBus({ strict: true });
    expect(() => bus.emit('nope:never' as never, {} as never)).toThrow('Unknown event');
    expect(() => bus.on('nope:never' as never, () => undefined)).toThrow('Unknown event');
  });
});
