/** Variables every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
  };
}
