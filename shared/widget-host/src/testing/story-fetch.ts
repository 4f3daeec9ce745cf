/** A `fetch` function as the fakes and the browser have it. */
export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Sends the requests of a Storybook frame that `route` claims to the fetch it names, and everything else
 * to the browser's own fetch, so one widget's stories answer from a fake without touching the others
 * in the same frame. Installs once per `name` however often the stories module is evaluated.
 *
 * @example
 * routeStoryFetch('lendline.my-widget.story-fetch', (url) =>
 *   url.startsWith('https://my-widget.story') ? currentFake.fetch : undefined,
 * );
 */
export function routeStoryFetch(name: string, route: (url: string) => FetchFunction | undefined): void {
  const installed = Symbol.for(name);
  const storyWindow = window as typeof window & { [key: symbol]: true | undefined };
  if (storyWindow[installed]) return;
  storyWindow[installed] = true;
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const fake = route(String(input instanceof Request ? input.url : input));
    return fake ? fake(input, init) : realFetch(input, init);
  };
}
