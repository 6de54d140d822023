import type { Plugin } from 'vite';

const COMPONENT = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([^\\/]+)\.module\.mjs$/;
const STYLES = /@mantine[\\/]core[\\/]styles[\\/]([^\\/]+)\.css$/;
const ALL_STYLES = /@mantine[\\/]core[\\/]styles\.css$/;

/**
 * The app imports Mantine's styles one component at a time (src/app/mantine-styles.ts), not the
 * whole of @mantine/core/styles.css: a component drawn without its styles would show up only as a
 * broken look. This fails the build when a Mantine component in the bundle (each has a
 * `<Name>.module` of class names) has no `@mantine/core/styles/<Name>.css` imported.
 */
export function mantineStyles(): Plugin {
  return {
    name: 'kamar-mantine-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ids = [...this.getModuleIds()];
      if (ids.some((id) => ALL_STYLES.test(id))) return;
      const imported = new Set(ids.map((id) => STYLES.exec(id)?.[1]).filter(Boolean));
      const used = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of Object.keys(output.modules)) {
          const name = COMPONENT.exec(id)?.[1];
          if (name) used.add(name);
        }
      }
      const missing = [...used].filter((name) => !imported.has(name)).sort();
      if (missing.length > 0) {
        this.error(
          `Mantine components without their styles: ${missing.join(', ')}. Import ` +
            `@mantine/core/styles/<Name>.css for each in src/app/mantine-styles.ts, in styles.css's order.`,
        );
      }
    },
  };
}
