// autocannon ships no types; this declares the slice the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    headers?: Record<string, string>;
    duration?: number;
    requests?: { method?: string; path?: string }[];
  }
  interface Instance {
    on(event: 'done', listener: (result: Result) => void): Instance;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  namespace autocannon {
    export type { Result };
  }
  export default autocannon;
}
