import { Box } from '@mantine/core';
import { type CardListProps, RowCard } from './card-list';
import { useWindowRows } from './use-window-rows';

/** Long lists draw only the cards near the screen. */
export function VirtualCards<Row>({ rows, rowKey, card, actions }: CardListProps<Row>) {
  const { listRef, items, measureElement, paddingTop, paddingBottom } = useWindowRows<HTMLDivElement>(rows.length, 150);
  return (
    <div ref={listRef} style={{ paddingTop, paddingBottom }}>
      {items.map((item) => {
        const row = rows[item.index] as Row;
        return (
          <Box key={rowKey(row)} data-index={item.index} ref={measureElement} pb="sm">
            <RowCard row={row} card={card} actions={actions} />
          </Box>
        );
      })}
    </div>
  );
}
