import { PAGE_SIZE_OPTIONS } from '@kamar/contract';
import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageIndex(pageIndex: number): void;
  onPageSize(pageSize: number): void;
}

/** Total pages are the ceiling of total over page size (spec section 9); at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First, back, a page dropdown (zero-based inside, labelled from 1), next, last, and the page size. */
export function Pager({ pageIndex, pageSize, total, onPageIndex, onPageSize }: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const current = Math.min(pageIndex, pages - 1);
  const from = total === 0 ? 0 : current * pageSize + 1;
  const to = Math.min(total, (current + 1) * pageSize);
  const sizes = PAGE_SIZE_OPTIONS.map((size, i) => ({
    value: String(size),
    label: i === PAGE_SIZE_OPTIONS.length - 1 ? t('list.pageSizeAll') : String(size),
  }));

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt="sm">
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={t('list.show')}
          leftSection={<Text size="xs">{t('list.show')}</Text>}
          leftSectionWidth={48}
          value={String(pageSize)}
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
          data={sizes}
          w={120}
        />
        <Text size="sm" c="dimmed">
          {t('list.range', { from, to, total })}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label={t('list.first')}
          disabled={current === 0}
          onClick={() => onPageIndex(0)}
        >
          <IconChevronsLeft size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('list.previous')}
          disabled={current === 0}
          onClick={() => onPageIndex(current - 1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <NativeSelect
          aria-label={t('list.page')}
          value={String(current)}
          onChange={(e) => onPageIndex(Number(e.currentTarget.value))}
          data={Array.from({ length: pages }, (_, i) => ({ value: String(i), label: String(i + 1) }))}
          w={80}
        />
        <ActionIcon
          variant="default"
          aria-label={t('list.next')}
          disabled={current >= pages - 1}
          onClick={() => onPageIndex(current + 1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('list.last')}
          disabled={current >= pages - 1}
          onClick={() => onPageIndex(pages - 1)}
        >
          <IconChevronsRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
