import type { Catalogue, enumLabelsEn } from '@kamar/contract';

type EnumLabels = Catalogue<typeof enumLabelsEn>;

/**
 * The contract's enumeration labels with their keys as text ("1", "2"...), so that typed keys
 * like `enums.userStatus.${status}` check.
 */
export type ScreenEnums = {
  [E in keyof EnumLabels]: { [K in keyof EnumLabels[E] as `${K & (string | number)}`]: string };
};
