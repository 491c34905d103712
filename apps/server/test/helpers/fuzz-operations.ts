import type { App } from '../../src/app.js';

/**
 * The operations the API fuzzer walks (helpers/fuzz.ts): every one of the OpenAPI
 * document the app builds, with the JSON Schemas of its query, path and body that the
 * generators (fuzz-bad-values.ts, fuzz-valid-values.ts) read.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  maximum?: number;
  pattern?: string;
  nullable?: boolean;
};

interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/dev/payments/{reservasi_kode}/settle */
  path: string;
  query: OpenApiParameter[];
  pathParams: OpenApiParameter[];
  body: JsonSchema | undefined;
}

/** Every operation of the app's OpenAPI document. */
export function operationsOf(app: App): FuzzOperation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: upper as FuzzOperation['method'],
        path,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}
