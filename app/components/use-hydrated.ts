// Whether this page's React tree has hydrated: false on the server and while the browser
// hydrates the server's HTML, true once hydrated and for everything rendered later in the
// browser. (useSyncExternalStore gives the server snapshot during hydration, then re-renders.)
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
