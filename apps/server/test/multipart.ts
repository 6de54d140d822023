/** A file part of a multipart body. */
export interface FilePart {
  content: Buffer;
  filename: string;
  type: string;
}

/**
 * Encodes fields (and files) as multipart/form-data the way a browser's FormData does, using
 * the platform's own encoder: answers the bytes and the content type with its boundary.
 */
export async function encodeMultipart(
  fields: Record<string, string | number | null | undefined | FilePart>,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') form.append(name, new Blob([value.content], { type: value.type }), value.filename);
    else form.append(name, String(value));
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
