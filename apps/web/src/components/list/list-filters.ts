/**
 * A list's filters, declared once per list screen: what each filter holds, its starting value and
 * how it reads from and writes to the address. The list kit parses the address with these and
 * hands the screen typed values, ready for its request (filters are named as the request's fields).
 */

export interface TextFilter {
  kind: 'text';
  /** Spec section 5: name filters are upper-cased, phone filters keep digits only. */
  transform?: 'upper' | 'digits';
  initial?: string;
}

/** One of a few values (an enumeration, a month, a kind of record...); "All" (no filter) is the empty choice. */
export interface ChoiceFilter<V extends number | string> {
  kind: 'choice';
  values: () => readonly V[];
  /** The choice when the address names none; "All" when not given. */
  initial?: V;
}

/** A date, YYYY-MM-DD, or "" for no bound; its starting value is worked out when the list opens (today...). */
export interface DateFilter {
  kind: 'date';
  initial: () => string;
}

export type FilterSpec = TextFilter | ChoiceFilter<number | string> | DateFilter;
export type FilterSpecs = Record<string, FilterSpec>;

/** What a filter hands the request: text, a date, or a choice (undefined for All). */
export type FilterValue<S extends FilterSpec> = S extends ChoiceFilter<infer V> ? V | undefined : string;
export type FilterValues<F extends FilterSpecs> = { [K in keyof F]: FilterValue<F[K]> };

export const textFilter = (options: Omit<TextFilter, 'kind'> = {}): TextFilter => ({ kind: 'text', ...options });

export function choiceFilter<const V extends number | string>(
  values: readonly V[] | (() => readonly V[]),
  initial?: V,
) {
  const spec: ChoiceFilter<V> = { kind: 'choice', values: typeof values === 'function' ? values : () => values };
  if (initial !== undefined) spec.initial = initial;
  return spec;
}

export const dateFilter = (initial: () => string): DateFilter => ({ kind: 'date', initial });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A filter's value from the address: missing means the starting value; for a choice, "" means All;
 * a value the filter cannot hold (a choice it does not offer, a malformed date) reads as the starting value.
 */
export function readFilter<S extends FilterSpec>(spec: S, text: string | null): FilterValue<S> {
  if (spec.kind === 'choice') {
    if (text === '') return undefined as FilterValue<S>;
    const known = text === null ? undefined : spec.values().find((value) => String(value) === text);
    return (known ?? spec.initial) as FilterValue<S>;
  }
  if (spec.kind === 'date') {
    return (text !== null && (text === '' || isoDate.test(text)) ? text : spec.initial()) as FilterValue<S>;
  }
  return (text ?? spec.initial ?? '') as FilterValue<S>;
}

/** A filter's value as the address (and the filter bar) writes it: All is "". */
export function writeFilter(value: string | number | undefined): string {
  return value === undefined ? '' : String(value);
}

/** Every filter's value from the address. */
export function readFilters<F extends FilterSpecs>(specs: F, query: URLSearchParams): FilterValues<F> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) values[name] = readFilter(spec, query.get(name));
  return values as FilterValues<F>;
}
