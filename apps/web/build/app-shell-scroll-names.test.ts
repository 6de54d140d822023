import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { appShellScrollNames } from './app-shell-scroll-names';

type Hook = (this: unknown, ...args: string[]) => unknown;
const plugin = appShellScrollNames();
const resolveId = plugin.resolveId as unknown as Hook;
const load = plugin.load as unknown as Hook;
const appShellHeader = '/n/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs';
const modalBase = '/n/node_modules/@mantine/core/esm/components/ModalBase/ModalBase.mjs';

describe("AppShell's scroll class names without react-remove-scroll (build/app-shell-scroll-names.ts)", () => {
  it("gives AppShell's parts the names only; the dialogs keep the library", () => {
    const id = resolveId.call(null, 'react-remove-scroll', appShellHeader);
    expect(id).toEqual(expect.any(String));
    expect(resolveId.call(null, 'react-remove-scroll', modalBase)).toBeNull();
    expect(resolveId.call(null, 'react', appShellHeader)).toBeNull();
    expect(load.call(null, id as string)).toContain("from 'react-remove-scroll-bar/constants'");
  });

  it('the constants are the very names the library gives (a Mantine or library update would show here)', async () => {
    const constants = await import('react-remove-scroll-bar/constants');
    expect({ fullWidth: constants.fullWidthClassName, zeroRight: constants.zeroRightClassName }).toEqual(
      RemoveScroll.classNames,
    );
  });
});
