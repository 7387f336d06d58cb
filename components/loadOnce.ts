/**
 * Code a page fetches apart from its own (a chunk of its own: `() => import(…)`), once, when it is
 * first asked for: on the visitor's intent, when the page is idle, or when it is needed. A
 * failed fetch is tried again on the next ask.
 */
export function loadOnce<T>(fetch: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> =>
    (loading ??= fetch().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  /** Fetches it, quietly: a failure waits for the next ask. */
  const preload = () => {
    load().catch(() => {});
  };
  return { load, preload };
}
