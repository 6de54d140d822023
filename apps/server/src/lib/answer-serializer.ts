import { isDeepStrictEqual } from 'node:util';
import { Ajv } from 'ajv';
import build from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Write = (data: unknown) => string;

/**
 * The answer's JSON Schema as zod renders it. A check zod cannot render (a `.refine`) would be
 * silently dropped by the rendering, so such a schema is refused here and keeps zod's serializer.
 */
function renderSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'throw',
    override: ({ zodSchema }) => {
      const checks = (zodSchema._zod.def as { checks?: { _zod: { def: { check: string } } }[] }).checks ?? [];
      if (checks.some((c) => c._zod.def.check === 'custom')) throw new Error('a custom refinement cannot be rendered');
    },
  }) as JsonSchema;
}

/**
 * The checking copy: objects stay open, so a row carrying more than its call declares (a
 * password hash on a user row) is accepted here and then left out by the writer, as zod strips it.
 */
function forChecking(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forChecking);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = key === 'const' || key === 'enum' ? value : forChecking(value);
  }
  return out;
}

const isNull = (s: JsonSchema) => s.type === 'null';
const primitive = (s: JsonSchema) => typeof s.type === 'string' && s.type !== 'object' && s.type !== 'array';

/**
 * The writing copy: every value has been checked against the checking copy already, so a
 * nullable or a choice of constants of one type is written by its type alone instead of making
 * fast-json-stringify test each branch again for every value.
 */
function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'const' || key === 'enum') continue;
    out[key] = forWriting(value);
  }
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (!branches) return out;
  const nullable = branches.some(isNull);
  const rest = branches.filter((b) => !isNull(b));
  const { anyOf: _, ...base } = out;
  const [first] = rest;
  if (rest.length === 1 && first && !primitive(first)) return { ...base, ...first, nullable };
  if (first && rest.every((b) => primitive(b) && b.type === first.type && !b.anyOf)) {
    return { ...base, type: nullable ? [first.type, 'null'] : first.type };
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: false });

/**
 * One call's answer writer, compiled once: the value is checked against the contract's schema
 * (so a wrong type is refused, never coerced), then written with only the declared properties.
 * Throws when the schema cannot be compiled; the caller then keeps zod's serializer.
 */
export function compileAnswerWriter(schema: z.ZodType): { refusal: (data: unknown) => string | null; write: Write } {
  const rendered = renderSchema(schema);
  const check = ajv.compile(forChecking(rendered) as JsonSchema);
  const write = build(forWriting(rendered) as Parameters<typeof build>[0]) as Write;
  return { refusal: (data) => (check(data) ? null : ajv.errorsText(check.errors)), write };
}

interface Options {
  /** Also check every answer with zod and compare both writings' values (tests prove the contract and the writer). */
  crossCheck: boolean;
  /**
   * Compile every schema as its route is added (a server: a schema that cannot be compiled is
   * known at start-up); otherwise at its first answer (tests build an app per file and use a few
   * of its ~90 calls, and compiling all of them costs about half a second of each build).
   */
  compileAtStart: boolean;
  onFallback: (url: string, status: string, reason: string) => void;
}

/**
 * Fastify's serializer compiler for zod response schemas: each schema is compiled once into a
 * checked fast-json-stringify writer; a schema the writer cannot take keeps zod's serializer.
 */
export function createAnswerSerializerCompiler(options: Options): FastifySerializerCompiler<z.ZodType> {
  const compiled = new WeakMap<z.ZodType, ReturnType<typeof compileAnswerWriter> | null>();
  function writerOf({ schema, url, httpStatus }: { schema: z.ZodType; url: string; httpStatus: string }) {
    let writer = compiled.get(schema);
    if (writer === undefined) {
      try {
        writer = compileAnswerWriter(schema);
      } catch (error) {
        writer = null;
        options.onFallback(url, httpStatus, (error as Error).message);
      }
      compiled.set(schema, writer);
    }
    return writer;
  }
  return (route) => {
    const { method, url } = route;
    const fallback = zodSerializerCompiler(route) as Write;
    const target = { schema: route.schema, url, httpStatus: String(route.httpStatus) };
    let writer = options.compileAtStart ? writerOf(target) : undefined;
    const fast: Write = (data) => {
      writer ??= writerOf(target);
      if (writer === null) return fallback(data);
      const wrong = writer.refusal(data);
      if (wrong !== null) {
        const cause = new z.ZodError([{ code: 'custom', message: wrong, path: [], input: undefined }]);
        throw new ResponseSerializationError(method, url, { cause });
      }
      return writer.write(data);
    };
    if (!options.crossCheck) return fast;
    return (data) => {
      const expected = fallback(data);
      const written = fast(data);
      // The same values, whatever their order (an optional property is written after the required ones).
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(`${url}: the fast writer wrote ${written} where zod wrote ${expected}`);
      return written;
    };
  };
}
