/** The donut's slices' colours, in the order of the month's income lines (the table beside shows each one's). */
const SLICE_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.6'];

export const sliceColor = (index: number) => SLICE_COLORS[index % SLICE_COLORS.length] as string;

/** A theme colour ("blue.6") as CSS, for a swatch outside the chart. */
export const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
