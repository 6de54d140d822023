import { describe, expect, it } from 'vitest';
import { settledAll } from './settled-all.js';

describe('settledAll', () => {
  it('answers every value in order', async () => {
    expect(await settledAll([Promise.resolve(1), Promise.resolve('a')] as const)).toEqual([1, 'a']);
  });

  it('throws the first refusal only once the others have settled', async () => {
    let slowDone = false;
    const slow = new Promise<number>((resolve) =>
      setTimeout(() => {
        slowDone = true;
        resolve(2);
      }, 30),
    );
    await expect(settledAll([Promise.reject(new Error('404')), slow] as const)).rejects.toThrow('404');
    expect(slowDone).toBe(true);
  });
});
