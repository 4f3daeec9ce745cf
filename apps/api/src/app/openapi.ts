import { healthStatus } from '@lendline/wire';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Resource } from '../resources/define-resource.ts';
import type { FieldDef } from '../resources/field-def.ts';
import { ERROR_ENVELOPE_SCHEMA, type ApiOperation, type MultipartForm } from '../lib/openapi-operation.ts';
import { declaredOperation } from '../resources/declare-route.ts';

type JsonSchema = Record<string, unknown>;

function fieldSchema(def: FieldDef): JsonSchema {
  const base: JsonSchema = def.schema
    ? (toJsonSchema(def.schema, { errorMode: 'ignore' }) as JsonSchema)
    : def.type === 'date'
      ? { type: 'string', format: 'date-time' }
      : def.type === 'json'
        ? def.jsonText
          ? { type: 'string', contentMediaType: 'application/json' }
          : { type: 'object' }
        : { type: def.type };
  if (def.format) base.format = def.format;
  if (def.maxLength !== undefined) base.maxLength = def.maxLength;
  if (def.description) base.description = def.description;
  if (def.readOnly) base.readOnly = true;
  return def.nullable ? { ...base, type: [base.type, 'null'] } : base;
}

function modelSchemas(resource: Resource): Record<string, JsonSchema> {
  const { name, fields, wire } = resource.definition;
  // The record as it travels, from its @lendline/wire schema where it has one (the staff app reads it
  // through the same schema); else from the field declarations.
  const record: JsonSchema = wire
    ? (toJsonSchema(wire, { errorMode: 'ignore' }) as JsonSchema)
    : {
        type: 'object',
        properties: Object.fromEntries(Object.entries(fields).map(([key, def]) => [key, fieldSchema(def)])),
      };
  const writable = Object.entries(fields).filter(([, def]) => !def.readOnly);
  const writableProps = Object.fromEntries(writable.map(([key, def]) => [key, fieldSchema(def)]));
  return {
    [name]: record,
    [`New${name}`]: {
      type: 'object',
      properties: writableProps,
      required: writable.filter(([, def]) => def.required).map(([key]) => key),
      additionalProperties: false,
    },
    [`${name}Partial`]: { type: 'object', properties: writableProps, additionalProperties: false },
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function operationObject(operation: ApiOperation): JsonSchema {
  const bodySchema = operation.body
    ? (toJsonSchema(operation.body.schema, { errorMode: 'ignore' }) as JsonSchema)
    : undefined;
  const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(pathParams.length > 0 ? { parameters: pathParams } : {}),
    ...(operation.auth ? { security: [{ bearer: [] }] } : {}),
    ...(bodySchema
      ? {
          requestBody: {
            required: !operation.body?.optional,
            content: {
              'application/json': { schema: bodySchema },
              ...(operation.body?.form
                ? { 'application/x-www-form-urlencoded': { schema: bodySchema } }
                : {}),
              ...(operation.body?.multipart
                ? { 'multipart/form-data': { schema: multipartSchema(operation.body.multipart) } }
                : {}),
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, description]) => [
        status,
        Number(status) >= 400
          ? errorResponse(description)
          : Number(status) === operation.response?.status
            ? { description, ...successContent(operation.response) }
            : { description },
      ]),
    ),
  };
}
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

/** A multipart form: its text parts as their schema writes them, and each file part as bytes. */
function multipartSchema(form: MultipartForm): JsonSchema {
  const fields = toJsonSchema(form.fields, { errorMode: 'ignore' }) as JsonSchema;
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    ...fields,
    properties: {
      ...(fields.properties as JsonSchema),
      ...Object.fromEntries(form.files.map((name) => [name, file])),
    },
    required: [...((fields.required as string[] | undefined) ?? []), ...form.files],
  };
}

/** A declared answer's content: its wire schema as JSON, or the media type of a file. */
function successContent(response: NonNullable<ApiOperation['response']>) {
  if (response.mediaType) return { content: { [response.mediaType]: {} } };
  return response.schema ? json(toJsonSchema(response.schema, { errorMode: 'ignore' }) as JsonSchema) : {};
}
const errorResponse = (description: string) => ({ description, ...json(ref('Error')) });

const filterParam = (name: 'filter' | 'where', description: string) => ({
  name,
  in: 'query',
  description,
  content: { 'application/json': { schema: { type: 'object' } } },
});
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

/** `/modules/:module/contracts` as OpenAPI writes it, with its path parameters. */
function openApiPath(path: string) {
  const names = [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
  return {
    path: path.replace(/:([A-Za-z]\w*)/g, '{$1}'),
    parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
  };
}

/** `?exact=true` on a capped count: every matching row counted, as "Count all" asks. */
const exactCountParam = (cap: number) => ({
  name: 'exact',
  in: 'query',
  required: false,
  description: `\`true\` counts every matching row; otherwise counting stops past ${cap.toLocaleString('en-US')}`,
  schema: { type: 'string', enum: ['true'] },
});

function resourcePaths(resource: Resource): Record<string, JsonSchema> {
  const { name, description, access, relations } = resource.definition;
  const { path, parameters: pathParams } = openApiPath(resource.definition.path);
  const tag = name;
  const rule = (verb: keyof typeof access) => {
    const r = access[verb];
    const module = r?.module.startsWith(':') ? `{${r.module.slice(1)}}` : r?.module;
    return r ? `Needs ${module} › ${r.menu} › ${r.action}.` : '';
  };
  const relationNote = relations ? ` Relations for include: ${Object.keys(relations).join(', ')}.` : '';
  const collection: JsonSchema = {
    get: {
      tags: [tag],
      summary: `List ${name}`,
      description: `${description}. ${rule('read')}${relationNote}`,
      parameters: [
        ...pathParams,
        filterParam('filter', 'LoopBack filter: where, fields, order, limit, skip, include'),
      ],
      responses: {
        200: { description: `Array of ${name}`, ...json({ type: 'array', items: ref(name) }) },
        400: errorResponse('Invalid filter'),
      },
    },
  };
  if (access.create) {
    collection.post = {
      tags: [tag],
      summary: `Create a ${name}`,
      description: rule('create'),
      ...(pathParams.length > 0 ? { parameters: pathParams } : {}),
      requestBody: { required: true, ...json(ref(`New${name}`)) },
      responses: {
        200: { description: `The created ${name}`, ...json(ref(name)) },
        422: errorResponse('Invalid body'),
      },
    };
  }
  const item: JsonSchema = {
    get: {
      tags: [tag],
      summary: `Find a ${name} by id`,
      description: rule('read'),
      parameters: [...pathParams, idParam, filterParam('filter', 'fields and include (no where)')],
      responses: { 200: { description: name, ...json(ref(name)) }, 404: errorResponse('Entity not found') },
    },
  };
  if (access.update) {
    item.patch = {
      tags: [tag],
      summary: `Update some properties of a ${name}`,
      description: rule('update'),
      parameters: [...pathParams, idParam],
      requestBody: { required: true, ...json(ref(`${name}Partial`)) },
      responses: {
        204: { description: 'Updated' },
        404: errorResponse('Entity not found'),
        422: errorResponse('Invalid body'),
      },
    };
  }
  if (access.delete) {
    item.delete = {
      tags: [tag],
      summary: `Delete a ${name}`,
      description: rule('delete'),
      parameters: [...pathParams, idParam],
      responses: { 204: { description: 'Deleted' }, 404: errorResponse('Entity not found') },
    };
  }
  return {
    [path]: collection,
    [`${path}/count`]: {
      get: {
        tags: [tag],
        summary: `Count ${name}`,
        description: rule('read'),
        parameters: [
          ...pathParams,
          filterParam('where', 'LoopBack where clause'),
          ...(resource.definition.countCap === undefined
            ? []
            : [exactCountParam(resource.definition.countCap)]),
        ],
        responses: {
          200: {
            description:
              resource.definition.countCap === undefined
                ? 'Count'
                : `Count, up to ${resource.definition.countCap.toLocaleString('en-US')} unless \`exact\`: past it \`{ count, capped: true }\``,
            ...json({
              type: 'object',
              properties: { count: { type: 'integer' }, capped: { type: 'boolean' } },
              required: ['count'],
            }),
          },
        },
      },
    },
    [`${path}/{id}`]: item,
  };
}

/** The OpenAPI 3.1 document, generated from the same declarations that build the routes. */
export function buildOpenApiDocument(options: {
  productName: string;
  version: string;
  resources: readonly Resource[];
  operations?: readonly ApiOperation[];
}) {
  const schemas: Record<string, JsonSchema> = {
    Error: ERROR_ENVELOPE_SCHEMA,
    // The health answer as @lendline/wire declares it (tests/contract checks the real one).
    Health: toJsonSchema(healthStatus, { errorMode: 'ignore' }) as JsonSchema,
  };
  const paths: Record<string, JsonSchema> = {
    '/health': {
      get: {
        tags: ['System'],
        summary: 'Liveness and database check',
        responses: {
          200: { description: 'Healthy', ...json(ref('Health')) },
          503: errorResponse('Database unavailable'),
        },
      },
    },
  };
  for (const resource of options.resources) {
    Object.assign(schemas, modelSchemas(resource));
    Object.assign(paths, resourcePaths(resource));
  }
  const operations = [
    ...(options.operations ?? []),
    ...options.resources.flatMap(({ definition }) =>
      (definition.declaredRoutes ?? []).map((route) =>
        declaredOperation(definition.path, definition.name, route),
      ),
    ),
  ];
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) };
  }
  const resourceNames = new Set(options.resources.map((resource) => resource.definition.name));
  const operationTags = [
    ...new Set(operations.map((operation) => operation.tag).filter((tag) => !resourceNames.has(tag))),
  ];
  return {
    openapi: '3.1.0',
    info: {
      title: `${options.productName} API`,
      version: options.version,
      description:
        'LoopBack-compatible REST API: `?filter={json}` on lists, `/count?where={json}`, 200 on POST, 204 on PATCH and DELETE, errors as `{"error":{statusCode,name,message,code,details}}`.',
    },
    servers: [{ url: '/api' }],
    tags: [
      { name: 'System' },
      ...operationTags.map((name) => ({ name })),
      ...options.resources.map((r) => ({ name: r.definition.name, description: r.definition.description })),
    ],
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
