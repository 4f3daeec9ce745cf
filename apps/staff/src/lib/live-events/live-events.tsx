import { createContext, use, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { config } from '../../config.ts';
import { readCookie } from '../cookies.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { openEventStream, type StreamStatus } from './event-stream.ts';
import { liveEventOf, type LiveEventMap, type LiveEventType } from './live-event-types.ts';

type Listener<Type extends LiveEventType> = (data: LiveEventMap[Type]) => void;

export interface LiveEvents {
  /** `open` while events flow; anything else means callers should poll for what they show. */
  status: StreamStatus;
  subscribe: <Type extends LiveEventType>(type: Type, listener: Listener<Type>) => () => void;
}

/** A hub with no stream behind it (stories, pages outside the shell): nothing arrives, so callers poll. */
const OFFLINE: LiveEvents = { status: 'unavailable', subscribe: () => () => undefined };

const LiveEventsContext = createContext<LiveEvents>(OFFLINE);

/** The tab's live events: `status` and `subscribe`. */
export const useLiveEvents = (): LiveEvents => use(LiveEventsContext);

/**
 * Calls `listener` with every `type` event while mounted; the latest listener is used without
 * resubscribing.
 *
 * @example useLiveEvent('unread', ({ count }) => setCount(count));
 */
export function useLiveEvent<Type extends LiveEventType>(type: Type, listener: Listener<Type>): void {
  const { subscribe } = useLiveEvents();
  const onEvent = useEffectEvent((data: LiveEventMap[Type]) => listener(data));
  useEffect(() => subscribe(type, (data) => onEvent(data)), [subscribe, type]);
}

/** Subscribers by event type; events go to them in the order they arrived. */
function createHub() {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  return {
    publish(type: string, data: unknown) {
      listeners.get(type)?.forEach((listener) => listener(data));
    },
    subscribe<Type extends LiveEventType>(type: Type, listener: Listener<Type>) {
      const forType = listeners.get(type) ?? new Set();
      listeners.set(type, forType);
      const entry = listener as (data: unknown) => void;
      forType.add(entry);
      return () => void forType.delete(entry);
    },
  };
}

/**
 * One `GET /api/events` connection for the signed-in tab, shared by everything under it (the bell, the
 * progress modal). Mounted by the shell, so it lives as long as the user is signed in on this tab.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(createHub);
  const [status, setStatus] = useState<StreamStatus>('connecting');

  useEffect(() => {
    const stream = openEventStream({
      url: new URL(`${config.apiBaseUrl}/events`, location.href).href,
      getToken: () => readCookie(STORAGE_KEYS.cookies.token),
      onStatus: setStatus,
      onEvent: ({ type, data }) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        // Only what the wire declares reaches the bell and the progress modal: a message of another
        // shape (a field renamed on the server alone) is dropped here rather than shown half blank.
        const checked = liveEventOf(type, parsed);
        if (checked !== undefined) hub.publish(type, checked);
      },
    });
    return stream.close;
  }, [hub]);

  const value = useMemo<LiveEvents>(() => ({ status, subscribe: hub.subscribe }), [status, hub]);

  return <LiveEventsContext value={value}>{children}</LiveEventsContext>;
}

/** Gives the pieces under it a hub the story or test drives itself: `publish` an event, set a status. */
export function StaticLiveEvents({
  status = 'open',
  hub,
  children,
}: {
  status?: StreamStatus;
  hub?: ReturnType<typeof createHub>;
  children: ReactNode;
}) {
  const [own] = useState(createHub);
  const subscribe = (hub ?? own).subscribe;
  const value = useMemo<LiveEvents>(() => ({ status, subscribe }), [status, subscribe]);
  return <LiveEventsContext value={value}>{children}</LiveEventsContext>;
}

export { createHub as createLiveEventHub };
