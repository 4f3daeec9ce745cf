/** The LoopBack error envelope's inner object, as every API error carries it. */
export interface ApiErrorBody {
  statusCode: number;
  name?: string;
  message: string;
  code?: string;
  details?: unknown;
}

/**
 * A failed API call. `body` is the server's error object when it sent one, so screens can show the
 * server's message (spec §8: "Failed requests reject with the server's response body, or the message text").
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body: ApiErrorBody | undefined, fallbackMessage: string) {
    super(body?.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/** Reads `{"error":{...}}` from a response text, or undefined when the text is not that envelope. */
export function parseErrorEnvelope(text: string): ApiErrorBody | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: ApiErrorBody };
    const error = parsed?.error;
    return error && typeof error.statusCode === 'number' && typeof error.message === 'string'
      ? error
      : undefined;
  } catch {
    return undefined;
  }
}
