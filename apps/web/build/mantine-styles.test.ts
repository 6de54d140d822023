import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const styles = (file: string) => fs.readFileSync(require.resolve(`@mantine/core/${file}`), 'utf8');

describe("the app's Mantine styles (src/app/mantine-styles.ts)", () => {
  it('come in the order @mantine/core/styles.css has them (later rules rely on it)', () => {
    const source = fs.readFileSync(new URL('../src/app/mantine-styles.ts', import.meta.url), 'utf8');
    const files = [...source.matchAll(/^import '@mantine\/core\/(styles\/[\w-]+\.css)';$/gm)].map(
      (m) => m[1] as string,
    );
    expect(files.slice(0, 3)).toEqual(['styles/baseline.css', 'styles/default-css-variables.css', 'styles/global.css']);
    const all = styles('styles.css');
    const positions = files.map((file) => all.indexOf(styles(file).trim().slice(0, 200)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
