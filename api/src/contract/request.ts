/**
 * Request schemas of the contract (docs/api.md "Contract"): a route declares its body, query and
 * path parameters with the valibot schemas the forms already use (`@utsav/domain/schemas/*`), so one rule lives in
 * one place. `input(schema)` converts it with @valibot/to-json-schema for the OpenAPI document (/api/docs) and keeps
 * the valibot schema beside it; Fastify validates every declared part with `validatorCompiler` before the handler
 * runs — the valibot schema itself, so a refused request gets the form's own message (`Enter a valid 10-digit
 * mobile number`, not an Ajv path) — and hands the handler the parsed output (trimmed, coerced).
 *
 * Role guards run before validation (`preValidation: requireCustomer`…): a visitor's malformed body is answered
 * 401, never a 400 that describes the route's rules to them.
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import * as v from 'valibot';
import type { Static, TSchema } from '@sinclair/typebox';
import { toJsonSchema } from '@valibot/to-json-schema';
import { badRequest, hasNul, NUL_MESSAGE } from '../lib/http';

const VALIBOT = Symbol('utsav.request-schema');

/** A JSON schema (documentation) that carries the valibot schema Fastify validates with. */
export type RequestSchema<S extends v.GenericSchema = v.GenericSchema> = Record<string, unknown> & {
  readonly [VALIBOT]: S;
};

/** A request part's schema: JSON schema of the valibot schema's input, validated by the valibot schema itself. */
export function input<S extends v.GenericSchema>(schema: S): RequestSchema<S> {
  // errorMode 'ignore': a rule JSON Schema cannot say (a custom check, a transform) is still enforced by valibot;
  // the document shows what it can.
  const json = toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as Record<string, unknown>;
  delete json.$schema;
  // A symbol key: invisible to JSON (the document) and kept by the shallow copies Fastify may make.
  return Object.assign(json, { [VALIBOT]: schema });
}

/** Route contract parts (spread into `doc(...)`'s contract): the JSON body, the query string, the path parameters, headers. */
export const body = <S extends v.GenericSchema>(schema: S) => ({ body: input(schema) });
export const query = <S extends v.GenericSchema>(schema: S) => ({ querystring: input(schema) });
export const params = <S extends v.GenericSchema>(schema: S) => ({ params: input(schema) });
/** Request headers a route reads (names in lower case; a loose object: every other header passes untouched). */
export const headers = <S extends v.GenericSchema>(schema: S) => ({ headers: input(schema) });

const MULTIPART = Symbol('utsav.multipart-form');

/** A text field of a multipart form (its description in the OpenAPI document). */
export const formText = (description: string) => ({ type: 'string', description });
/** A file field of a multipart form: one image (lib/images accepts JPEG, PNG or WebP). */
export const formImage = (description: string) => ({ type: 'string', format: 'binary', description });
/** A file field of a multipart form sent once per image. */
export const formImages = (description: string) => ({
  type: 'array',
  items: { type: 'string', format: 'binary' },
  description,
});

/**
 * Route contract part of an upload: a multipart/form-data body, for the OpenAPI document. `consumes` is
 * @fastify/swagger's documented route option (the @fastify/multipart README, "JSON Schema with Swagger"): the body
 * schema becomes the operation's requestBody of that media type, so the description and the generated contract say
 * what the form carries. Fastify does not validate it: the parts are a stream the handler reads with lib/multipart,
 * which checks every field and file (validatorCompiler lets this schema through, and leaves `req.body` untouched).
 */
export const multipartBody = (
  properties: Record<string, ReturnType<typeof formText | typeof formImage | typeof formImages>>,
  required: readonly string[],
) => ({
  consumes: ['multipart/form-data'],
  body: Object.assign({ type: 'object', properties, ...(required.length ? { required } : {}) }, { [MULTIPART]: true }),
});

/**
 * Fastify's validator compiler for every route (app.ts): runs the valibot schema of a part declared with `input`
 * (a `multipartBody` passes: its handler reads and checks the form). A part declared any other way is a
 * programming error, refused when the route is registered.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if ((schema as { [MULTIPART]?: true })[MULTIPART]) return () => true;
  const valibot = (schema as Partial<RequestSchema>)[VALIBOT];
  if (!valibot)
    throw new Error(
      `${method} ${url}: declare the ${httpPart ?? 'request'} schema with input() (api/src/contract/request.ts)`,
    );
  return (data: unknown) => {
    if (hasNul(data)) return { error: badRequest(NUL_MESSAGE) };
    // An absent body (or JSON null) is checked as {}: the first missing field is named, as the forms name it.
    const r = v.safeParse(valibot, data ?? {});
    return r.success ? { value: r.output } : { error: badRequest(r.issues[0]?.message ?? 'Invalid input') };
  };
};

/**
 * The type provider (Fastify's documented way to type a route from its schemas): `req.body`, `req.query` and
 * `req.params` of a part declared with `input(S)` are valibot's output type of S, and what a handler returns (or
 * `reply.send`s) must be the static type of its TypeBox reply schema (`reply(...)`, contract/envelope) — a reply
 * that does not match its declared schema does not compile (routes/reply-types.check.ts proves it).
 */
export interface ContractTypes extends FastifyTypeProvider {
  validator: this['schema'] extends RequestSchema<infer S> ? v.InferOutput<S> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
