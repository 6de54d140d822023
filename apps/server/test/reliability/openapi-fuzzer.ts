/**
 * Generates hostile requests from the OpenAPI description the server publishes: for each call,
 * a valid-looking payload with one thing wrong (a field missing, a wrong type, a huge string,
 * an out-of-range number, SQL or script text, extra and prototype-polluting keys), plus broken
 * JSON, wrong content types and empty bodies. Deterministic for a seed.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  $ref?: string;
};

export interface FuzzRequest {
  path: string;
  contentType: string | null;
  payload: string | Buffer;
  /** What was done to the payload, for the failure message. */
  mutation: string;
}

export interface ApiOperation {
  path: string;
  schema: JsonSchema | null;
  multipart: boolean;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same requests. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): ApiOperation[] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .map(([path, methods]) => {
      const content = (methods.post as { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } })
        ?.requestBody?.content;
      const json = content?.['application/json']?.schema ?? null;
      const multipart = content?.['multipart/form-data']?.schema ?? null;
      return { path, schema: json ?? multipart, multipart: multipart !== null && json === null };
    });
}

const SQL = ["' OR '1'='1", "'; DROP TABLE users; --", '1; SELECT pg_sleep(5)--', "\\'; TRUNCATE tenants; --"];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}$' + '{7*7}',
];
const ODD_TEXT = [
  '\u0000',
  '\ud800',
  '𝕂𝕒𝕞𝕒𝕣 🏠',
  ' '.repeat(50),
  '\n\r\t',
  '%00%27',
  '../../../../etc/passwd',
  // A share link's shape naming an id past the int4 columns.
  `${2 ** 31}.${'A'.repeat(43)}`,
];

function variants(schema: JsonSchema | undefined): JsonSchema[] {
  if (!schema) return [];
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
}

function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  for (const v of variants(schema)) {
    const t = typeOf(v);
    if (t && t !== 'null') return t;
  }
  return undefined;
}

/** A value that fits the schema's shape; ids point at a record that does not exist. */
export function sampleValue(name: string, schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const literal = variants(schema).find((v) => v.const !== undefined || v.enum?.length);
  if (literal) return literal.const ?? literal.enum?.[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      if (/Id$/.test(name)) return 987_654;
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 10;
      return Math.min(max, Math.max(min, 1));
    }
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return sampleObject(schema);
    default: {
      if (/date/i.test(name)) return '2026-01-15';
      // Digits-only text (phone numbers, ids sent as form text).
      if (schema.pattern?.includes('\\d')) return '1';
      const length = Math.max(schema.minLength ?? 1, 1);
      return 'x'.repeat(Math.min(length, schema.maxLength ?? length));
    }
  }
}

function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sampleValue(key, prop);
  return out;
}

function wrongTypes(schema: JsonSchema | undefined): unknown[] {
  const t = typeOf(schema);
  const all: unknown[] = ['text', 12, 1.5, true, null, [], {}, [1, 2], { nested: { deeper: 1 } }];
  return all.filter((v) => {
    if (t === 'string') return typeof v !== 'string';
    if (t === 'integer' || t === 'number') return typeof v !== 'number' || t === 'integer';
    if (t === 'boolean') return typeof v !== 'boolean';
    return true;
  });
}

/** Every hostile request for one call, then random combinations up to `extra` more. */
export function requestsFor(op: ApiOperation, random: () => number, extra: number): FuzzRequest[] {
  // A multipart call gets the same payloads as form fields (and its file fields as files).
  const json = (payload: unknown, mutation: string): FuzzRequest =>
    op.multipart
      ? { path: op.path, contentType: MULTIPART_TYPE, payload: encodeMultipart(payload, fileFields), mutation }
      : { path: op.path, contentType: 'application/json', payload: JSON.stringify(payload), mutation };
  const fileFields = new Set(
    Object.entries(op.schema?.properties ?? {})
      .filter(([, prop]) => prop.format === 'binary')
      .map(([key]) => key),
  );
  const base = op.schema ? sampleObject(op.schema) : {};
  for (const key of fileFields) base[key] = SAMPLE_GIF;
  const props = Object.entries(op.schema?.properties ?? {});
  const out: FuzzRequest[] = [
    json(base, 'sample payload'),
    { path: op.path, contentType: 'application/json', payload: '{"broken": ', mutation: 'truncated JSON' },
    { path: op.path, contentType: 'application/json', payload: '', mutation: 'empty JSON body' },
    { path: op.path, contentType: 'application/json', payload: '[]', mutation: 'array body' },
    { path: op.path, contentType: 'application/json', payload: '"just text"', mutation: 'string body' },
    { path: op.path, contentType: 'application/json', payload: 'null', mutation: 'null body' },
    {
      path: op.path,
      contentType: 'application/json',
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      mutation: 'deep nesting',
    },
    { path: op.path, contentType: 'text/plain', payload: JSON.stringify(base), mutation: 'text/plain' },
    {
      path: op.path,
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=1&b=2',
      mutation: 'form-urlencoded',
    },
    {
      path: op.path,
      contentType: 'multipart/form-data; boundary=zzz',
      payload: '--zzz\r\nbroken',
      mutation: 'broken multipart',
    },
    { path: op.path, contentType: 'application/xml', payload: '<a>1</a>', mutation: 'xml' },
    { path: op.path, contentType: null, payload: '', mutation: 'no body, no content type' },
    {
      path: op.path,
      contentType: 'application/json',
      payload: JSON.stringify(base).replace(
        /^\{/,
        '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},',
      ),
      mutation: 'prototype keys',
    },
    json({ ...base, unexpectedField: 'x'.repeat(100), status: 99 }, 'extra fields'),
  ];
  for (const [key, prop] of props) {
    const { [key]: _, ...missing } = base;
    out.push(json(missing, `missing ${key}`));
    for (const wrong of wrongTypes(prop))
      out.push(json({ ...base, [key]: wrong }, `${key} = ${JSON.stringify(wrong)}`));
    const t = typeOf(prop);
    if (t === 'string' || t === undefined) {
      out.push(json({ ...base, [key]: 'x'.repeat(100_000) }, `${key} 100k chars`));
      for (const text of [...SQL, ...SCRIPT, ...ODD_TEXT])
        out.push(json({ ...base, [key]: text }, `${key} = ${JSON.stringify(text)}`));
    }
    if (t === 'integer' || t === 'number') {
      for (const n of [-1, 0, -(2 ** 31), 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 0.000001])
        out.push(json({ ...base, [key]: n }, `${key} = ${n}`));
      out.push({
        path: op.path,
        contentType: 'application/json',
        payload: JSON.stringify(base).replace(/}$/, `,"${key}":1e400}`),
        mutation: `${key} = 1e400`,
      });
    }
  }
  if (op.multipart) out.push(...multipartAttacks(op.path, base, fileFields));
  const pool = [...SQL, ...SCRIPT, ...ODD_TEXT, 'x'.repeat(5000), -1, 0, 1e308, null, true, [], {}];
  for (let i = 0; i < extra; i++) {
    const payload: Record<string, unknown> = { ...base };
    for (const [key] of props) if (random() < 0.4) payload[key] = pool[Math.floor(random() * pool.length)];
    out.push(json(payload, `random combination #${i}`));
  }
  return out;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** A valid 1x1 GIF: the smallest real image a file field accepts. */
const SAMPLE_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Form fields from a JSON-like payload: text as it is, other values as JSON; files as file parts. */
export function encodeMultipart(payload: unknown, fileFields: Set<string>): Buffer {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    return multipartBody([{ name: 'body', value: JSON.stringify(payload) ?? '' }]);
  }
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (fileFields.has(name) && Buffer.isBuffer(value)) {
      parts.push({ name, value, filename: 'photo.gif', type: 'image/gif' });
    } else {
      parts.push({ name, value: typeof value === 'string' ? value : JSON.stringify(value) });
    }
  }
  return multipartBody(parts);
}

/** Uploads that are wrong as uploads: fake images, huge files, odd framing, too many parts. */
function multipartAttacks(path: string, base: Record<string, unknown>, fileFields: Set<string>): FuzzRequest[] {
  const fields: Part[] = Object.entries(base)
    .filter(([name, v]) => !fileFields.has(name) && v !== null && v !== undefined)
    .map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) }));
  const fileName = [...fileFields][0] ?? 'file';
  const withFile = (content: Buffer, filename: string, type: string, mutation: string): FuzzRequest => ({
    path,
    contentType: MULTIPART_TYPE,
    payload: multipartBody([...fields, { name: fileName, value: content, filename, type }]),
    mutation,
  });
  return [
    withFile(Buffer.from('just some text'), 'photo.jpg', 'image/jpeg', 'text file named .jpg'),
    withFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'cut.jpg', 'image/jpeg', 'truncated jpeg'),
    withFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml', 'svg'),
    withFile(
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(6 * 1024 * 1024)]),
      'big.gif',
      'image/gif',
      '6 MB file',
    ),
    withFile(SAMPLE_GIF, '../../etc/passwd', 'text/plain', 'path in file name'),
    {
      path,
      contentType: MULTIPART_TYPE,
      payload: multipartBody([...fields, { name: 'other', value: SAMPLE_GIF, filename: 'a.gif', type: 'image/gif' }]),
      mutation: 'file under an unknown field',
    },
    {
      path,
      contentType: MULTIPART_TYPE,
      payload: multipartBody(Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, value: 'x' }))),
      mutation: '200 fields',
    },
    {
      path,
      contentType: MULTIPART_TYPE,
      payload: multipartBody([...fields, { name: 'tenantName', value: 'x'.repeat(200_000) }]),
      mutation: 'field of 200k characters',
    },
    {
      path,
      contentType: 'multipart/form-data',
      payload: multipartBody(fields),
      mutation: 'multipart without boundary',
    },
    {
      path,
      contentType: MULTIPART_TYPE,
      payload: multipartBody(fields).subarray(0, 40),
      mutation: 'cut-off multipart',
    },
  ];
}
