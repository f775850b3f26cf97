/**
 * Reply envelopes of the contract (docs/api.md "Contract"): every route's 200 reply is declared with
 * one of these around its Payload. Fastify serializes the reply with the schema (a field not declared never leaves
 * the server) and @fastify/swagger publishes it at /api/docs; the apps' types are generated from that document
 * (tools/contract/generate.mjs → domain/src/contract.generated.ts).
 */
import { Type, type TSchema } from '@sinclair/typebox';

/** `{ Status, Message, Payload }` — the default envelope (docs/api.md "Envelopes"). */
export const Envelope = <T extends TSchema>(payload: T) =>
  Type.Object({ Status: Type.Literal('Success'), Message: Type.String(), Payload: payload });

/** `{ Status: 1, Message, Payload }` — the package calls' envelope (docs/api.md "Envelopes"). */
export const NumericEnvelope = <T extends TSchema>(payload: T) =>
  Type.Object({ Status: Type.Literal(1), Message: Type.String(), Payload: payload });

/** A keyset page of a list: `Page.next` is the cursor of the following page, null on the last. */
export const PageInfo = Type.Object({ next: Type.Union([Type.String(), Type.Null()]) });

const paged = <T extends TSchema, P extends TSchema>(row: T, page: P) =>
  Type.Object({ Status: Type.Literal('Success'), Message: Type.String(), Payload: Type.Array(row), Page: page });

/**
 * A list one page at a time: the default envelope and `Page` (PageInfo unless another page schema is given). Both
 * keep the page schema's type, so the reply's `Page` is type-checked like its rows (routes/reply-types.check.ts).
 */
export function PagedEnvelope<T extends TSchema>(row: T): ReturnType<typeof paged<T, typeof PageInfo>>;
export function PagedEnvelope<T extends TSchema, P extends TSchema>(row: T, page: P): ReturnType<typeof paged<T, P>>;
export function PagedEnvelope(row: TSchema, page: TSchema = PageInfo): TSchema {
  return paged(row, page);
}

/** Text or null. */
export const NullableString = Type.Union([Type.String(), Type.Null()]);
/** A number or null. */
export const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
/** A 0/1 switch (SPEC flags such as amount_hide_show). */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** A timestamp or a date: ISO text (a Date is written as its ISO string). */
export const Timestamp = Type.String();

/** Route option: the 200 reply schema (merged into the route's `schema` with `doc`). */
export const reply = <S extends TSchema>(schema: S) => ({ response: { 200: schema } });
