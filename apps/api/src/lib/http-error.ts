/**
 * An error that leaves the API in the LoopBack envelope:
 * `{"error":{"statusCode","name","message","code"?,"details"?}}`.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly details: unknown;

  constructor(
    statusCode: number,
    name: string,
    message: string,
    options: { code?: string | undefined; details?: unknown } = {},
  ) {
    super(message);
    this.name = name;
    this.statusCode = statusCode;
    this.code = options.code;
    this.details = options.details;
  }
}

export interface ErrorEnvelope {
  error: { statusCode: number; name?: string; message: string; code?: string; details?: unknown };
}

const SERVER_ERROR_TEXT: Record<number, string> = {
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** 5xx bodies never carry details: the client learns nothing about our internals. */
export function toEnvelope(error: {
  statusCode: number;
  name?: string;
  message: string;
  code?: string | undefined;
  details?: unknown;
}): ErrorEnvelope {
  if (error.statusCode >= 500) {
    const message = SERVER_ERROR_TEXT[error.statusCode] ?? 'Internal Server Error';
    return { error: { statusCode: error.statusCode, message } };
  }
  return {
    error: {
      statusCode: error.statusCode,
      name: error.name ?? 'Error',
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.details !== undefined ? { details: error.details } : {}),
    },
  };
}

export const badRequest = (message: string, code?: string, details?: unknown) =>
  new HttpError(400, 'BadRequestError', message, { code, details });

export const invalidParameter = (name: string, raw: string, details?: unknown) =>
  new HttpError(400, 'BadRequestError', `Invalid data ${JSON.stringify(raw)} for parameter "${name}".`, {
    code: 'INVALID_PARAMETER_VALUE',
    details,
  });

export const entityNotFound = (modelName: string, id: number | string) =>
  new HttpError(404, 'Error', `Entity not found: ${modelName} with id ${id}`, { code: 'ENTITY_NOT_FOUND' });

export const unauthorized = (message: string) => new HttpError(401, 'UnauthorizedError', message);

export const forbidden = (message = 'Access denied') => new HttpError(403, 'Error', message);
