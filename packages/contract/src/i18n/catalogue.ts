/**
 * The types that keep the languages' catalogues in step: another language's catalogue has the
 * English one's shape exactly (a key missing or extra fails the typecheck), and a message's
 * params are read off its English template.
 */

/** The shape of a catalogue, with any words at its leaves. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** Every leaf of a nested catalogue as a dotted path: 'booking.roomTaken'. */
export type LeafPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPath<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The leaf at a dotted path. */
export type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/** The {{placeholders}} of a template, with their formats: 'room' | 'from, date'. */
export type Placeholders<S> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** A params value: text, a number, a yes or no, or a list (room numbers). */
export type ParamValue = string | number | boolean | readonly string[];
export type Params = Readonly<Record<string, ParamValue>>;

type ParamOf<P, FieldKey extends string> = P extends `${infer Name}, date`
  ? { [K in Name]: string }
  : P extends `${infer Name}, money`
    ? { [K in Name]: number }
    : P extends `${infer Name}, join`
      ? { [K in Name]: readonly string[] }
      : P extends `${infer Name}, zod`
        ? { [K in Name]: string } & Params
        : P extends `${infer Name}, role`
          ? { [K in Name]: number }
          : P extends `${infer Name}, permission`
            ? { [K in Name]: string }
            : P extends 'field'
              ? { field: FieldKey }
              : { [K in P & string]: string | number };

type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The params a template needs: `{ room: string | number; from: string; to: string }`. */
export type ParamsOf<S, FieldKey extends string> = [Placeholders<S>] extends [never]
  ? Record<string, never>
  : Intersect<ParamOf<Placeholders<S>, FieldKey>>;

/** Every leaf path of a runtime catalogue (the same as LeafPath, as values). */
export function leafPaths(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value as object, `${prefix}${key}.`),
  );
}

/** The words at a dotted path of a catalogue, if there are any. */
export function leafAt(catalogue: object, path: string): string | undefined {
  // A key may itself hold dots (a permission such as `tenants.work`): each own key that the path
  // starts with is tried, so the path `permission.tenants.work` finds it.
  if (Object.hasOwn(catalogue, path)) {
    const leaf = (catalogue as Record<string, unknown>)[path];
    return typeof leaf === 'string' ? leaf : undefined;
  }
  for (const [key, node] of Object.entries(catalogue)) {
    if (node !== null && typeof node === 'object' && path.startsWith(`${key}.`)) {
      const found = leafAt(node, path.slice(key.length + 1));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
