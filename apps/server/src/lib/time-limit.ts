/** A step that did not finish within its time limit. */
export class TimeLimitError extends Error {
  constructor(
    readonly step: string,
    readonly limitMs: number,
  ) {
    super(`${step} did not finish within ${Math.round(limitMs / 1000)} s.`);
    this.name = 'TimeLimitError';
  }
}

/**
 * `promise`, or a TimeLimitError once `limitMs` have passed. The work itself goes on (a promise
 * cannot be stopped); `onLate` gets its result if it comes after all, to give back what it holds.
 */
export function withinTime<T>(
  promise: Promise<T>,
  limitMs: number,
  step: string,
  onLate?: (value: T) => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(new TimeLimitError(step, limitMs));
    }, limitMs);
  });
  promise.then(
    (value) => {
      if (late) onLate?.(value);
    },
    () => {},
  );
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
