import type { FormMode } from './form-mode';

/** The version a record was read at (its answer's `rowVersion`), if it has one. */
export const versionOf = (record: unknown): string | undefined => {
  const version = (record as { rowVersion?: unknown } | null | undefined)?.rowVersion;
  return typeof version === 'string' && version !== '' ? version : undefined;
};

/**
 * What Save sends: in Edit, the request with the version of the record the form was filled from,
 * so the server refuses the save (409 record.stale) when someone changed the record since,
 * instead of overwriting their change. Add sends none.
 */
export function withReadVersion(request: unknown, mode: FormMode, readVersion: string | undefined): unknown {
  if (mode.isAdd || readVersion === undefined || typeof request !== 'object' || request === null) return request;
  return { ...request, rowVersion: readVersion };
}
