import * as v from 'valibot';
import { wireCount } from '../wire-values.ts';

/** `GET /health` when the node and its database answer (503 with the error envelope otherwise). */
export const healthStatus = v.object({
  status: v.literal('ok'),
  product: v.string(),
  version: v.string(),
  database: v.picklist(['pglite', 'postgres']),
  uptimeSeconds: wireCount,
});
export type HealthStatus = v.InferOutput<typeof healthStatus>;
