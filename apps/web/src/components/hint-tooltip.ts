// Mantine's Tooltip alone, as a chunk of its own: components/feedback/hint.tsx fetches it when a
// hint is first drawn. Outside the chunk groups (vite.config.ts) on purpose.
export { Tooltip as default } from '@mantine/core';
