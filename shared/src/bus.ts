/** A tiny typed event bus shared (as a federated singleton) by the shell and every remote. */
import type { BusEventName, BusEvents } from './contracts';

type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  on<K extends BusEventName>(event: K, handler: Handler<K>): () => void;
  emit<K extends BusEventName>(event: K, payload: BusEvents[K]): void;
}

export function createBus(): EventBus {
  const handlers = new Map<BusEventName, Set<Handler<BusEventName>>>();
  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as Handler<BusEventName>);
      handlers.set(event, set);
      return () => {
        set.delete(handler as Handler<BusEventName>);
      };
    },
    emit(event, payload) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          console.error(`bus handler for ${event} failed`, error);
        }
      }
    },
  };
}

/** The one bus of the page. */
export const bus: EventBus = createBus();
