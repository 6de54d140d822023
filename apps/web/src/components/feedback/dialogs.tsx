import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { errorMessage, isUnauthorized } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

let hostLoad: Promise<ComponentType> | null = null;

/** The dialogs' host (components/dialogs-host.tsx), fetched once; a failed fetch is tried again next time. */
export function loadDialogsHost(): Promise<ComponentType> {
  hostLoad ??= import('../dialogs-host').then(
    (module) => module.DialogsHost,
    (error) => {
      hostLoad = null;
      throw error;
    },
  );
  return hostLoad;
}

function pending() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
let mounted = pending();
/** Called by the host once it listens for dialogs; the cleanup it answers, when it goes. */
export function dialogsHostMounted(): () => void {
  mounted.resolve();
  return () => {
    mounted = pending();
  };
}

const askedListeners = new Set<() => void>();
/** `listener` runs whenever a dialog is asked for (dialogs-mount.tsx fetches the host then, if not yet). */
export function onDialogAsked(listener: () => void): () => void {
  askedListeners.add(listener);
  return () => void askedListeners.delete(listener);
}

/** Resolves once the host draws dialogs (a dialog of a screen's own opens through `modals` after it). */
export async function hostReady(): Promise<void> {
  for (const listener of askedListeners) listener();
  await mounted.promise;
}

/** What "Are you sure?" says: the consequence in words, and whether it is a warning. */
export interface ConfirmWords {
  text: string;
  /** Something to stop and think about (a red Yes): it cannot be undone, or it leaves a stay behind. */
  warning?: boolean;
  /** A question of its own ("Leave without saving?"); "Are you sure?" unless said. */
  title?: string;
  /** Its answers' words; Yes / No unless said. */
  labels?: { confirm: string; cancel: string };
}

/** The words for a change that can never be taken back. */
export const irreversible = (): ConfirmWords => ({ text: i18n.t('dialog.irreversible'), warning: true });

/**
 * The three dialogs every screen uses (spec section 4 and 8), as promises so that a flow reads
 * top to bottom: `if (!(await confirmDialog(words))) return;`. "This action cannot be cancelled"
 * is kept for what really cannot be; an ordinary save says what happens, a warning says why.
 */
export async function confirmDialog(words: ConfirmWords = { text: i18n.t('dialog.confirmSave') }): Promise<boolean> {
  await hostReady();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: words.title ?? i18n.t('dialog.confirmTitle'),
      children: (
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {words.warning && <IconAlertTriangle color="var(--mantine-color-orange-8)" aria-hidden />}
          <Text size="sm">{words.text}</Text>
        </Group>
      ),
      labels: words.labels ?? { confirm: i18n.t('common.yes'), cancel: i18n.t('common.no') },
      confirmProps: words.warning ? { color: 'red' } : {},
      // The x is named (screen readers, axe); Yes and No say the rest.
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      centered: true,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** One way forward a choice dialog offers: its words, and red when it is the one to stop at. */
export interface Choice<T extends string> {
  value: T;
  label: string;
  color?: string;
}

/**
 * "Are you sure?" with more than Yes and No (check out a tenant who owes money: deduct from the
 * deposit, or check out anyway): the facts in lines, then each way forward as a button, and No.
 * Resolves with the chosen value, or null when the person stops.
 */
export async function choiceDialog<T extends string>(words: {
  title: string;
  lines: string[];
  choices: Choice<T>[];
}): Promise<T | null> {
  await hostReady();
  return new Promise((resolve) => {
    let chosen: T | null = null;
    const id = modals.open({
      title: words.title,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      centered: true,
      onClose: () => resolve(chosen),
      children: (
        <Stack>
          <Stack gap={4}>
            {words.lines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => modals.close(id)}>
              {i18n.t('common.no')}
            </Button>
            {words.choices.map((choice) => (
              <Button
                key={choice.value}
                color={choice.color}
                onClick={() => {
                  chosen = choice.value;
                  modals.close(id);
                }}
              >
                {choice.label}
              </Button>
            ))}
          </Group>
        </Stack>
      ),
    });
  });
}

async function messageDialog(kind: 'success' | 'error', text: string): Promise<void> {
  await hostReady();
  return new Promise((resolve) => {
    const id = modals.open({
      title: i18n.t(kind === 'success' ? 'dialog.successTitle' : 'dialog.errorTitle'),
      centered: true,
      onClose: () => resolve(),
      children: (
        <Stack>
          <Group wrap="nowrap" align="flex-start">
            {kind === 'success' ? (
              <IconCircleCheck color="var(--mantine-color-green-6)" aria-hidden />
            ) : (
              <IconAlertTriangle color="var(--mantine-color-red-6)" aria-hidden />
            )}
            <Text size="sm" role={kind === 'error' ? 'alert' : 'status'}>
              {text}
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => modals.close(id)} color={kind === 'success' ? 'blue' : 'red'} data-autofocus>
              {i18n.t('common.close')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

export function successDialog(text: string = i18n.t('dialog.successText')): Promise<void> {
  return messageDialog('success', text);
}

/**
 * Shows why something failed. A 401 means the session is over: closing the dialog goes to
 * /login (spec section 8); `onUnauthorized` does that navigation.
 */
export async function errorDialog(error: unknown, onUnauthorized?: () => void): Promise<void> {
  await messageDialog('error', errorMessage(error));
  if (isUnauthorized(error)) onUnauthorized?.();
}
