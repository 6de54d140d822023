import { describe, expect, it } from 'vitest';
import { jsxLiterals } from './jsx-literals';

/** Every screen and component of the web app, as written. */
const sources = import.meta.glob<string>('/src/**/*.tsx', { query: '?raw', import: 'default', eager: true });

describe('words on screen come from the catalogues', () => {
  it('finds the components to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(60);
  });

  it('no English (or any) words are written into JSX: text, string children or props people read', () => {
    const found = Object.entries(sources).flatMap(([file, source]) =>
      jsxLiterals(file, source).map((l) => `${file}:${l.line} ${l.text}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch each kind of literal', () => {
    const sample = `
      export const A = () => (
        <Stack>
          <Button>Save</Button>
          <Text>{'No data'}</Text>
          <TextInput label="Tenant Name" placeholder={'Type a name'} />
          <ActionIcon aria-label={open ? 'Close menu' : 'Open menu'} title={\`Room \${n}\`} />
          <Input leftSection="Rp" value="kept" label={t('ok')} />
          <Text>{count} · {name}</Text>
        </Stack>
      );`;
    expect(jsxLiterals('sample.tsx', sample).map((l) => l.text)).toEqual([
      'Save',
      'No data',
      'label=Tenant Name',
      'placeholder=Type a name',
      'aria-label=Close menu',
      'title=Room',
    ]);
  });
});
