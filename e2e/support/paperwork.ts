import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import { closeMessage } from './helpers';

/**
 * The paperwork of moving in and out on a phone (issue 46): drawing a signature on the agreement's
 * signing pad, taking an inspection item's photo, setting an item's condition.
 */

/** Draws a signature on a canvas as a finger or a mouse does: a few strokes of many small moves. */
export async function draw(page: Page, canvas: Locator) {
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signing pad has no box');
  const y = box.y + box.height / 2;
  for (const [from, to, lift] of [
    [0.15, 0.5, -0.2],
    [0.45, 0.85, 0.2],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, y);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      const x = box.x + box.width * (from + ((to - from) * i) / 12);
      await page.mouse.move(x, y + Math.sin(i / 2) * box.height * lift);
    }
    await page.mouse.up();
  }
}

/** Opens the signing pad by its button, checks a blank confirm is refused, draws and confirms. */
export async function signOnPad(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).first().click();
  const pad = page.getByRole('dialog', { name: title });
  await expect(pad).toBeVisible();
  // Confirm with nothing drawn says so, and sends nothing.
  await pad.getByRole('button', { name: 'Confirm signature' }).click();
  await expect(pad.getByRole('alert')).toHaveText('Draw the signature first.');
  await draw(page, pad.getByTestId('signature-canvas'));
  await pad.getByRole('button', { name: 'Confirm signature' }).click();
  await closeMessage(page.getByRole('dialog', { name: 'Success' }), 'Close');
  await expect(pad).toBeHidden();
}

/** A photo as a phone's camera hands it over: a JPEG (made here; the server re-encodes it). */
export const cameraPhoto = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer();

/** An inspection's item card by its name. */
export const inspectionItem = (page: Page, name: string) =>
  page.locator(`[data-testid="inspection-item"][data-item="${name}"]`);

/** Takes an item's photo through the file chooser the camera button opens. */
export async function takePhoto(page: Page, card: Locator, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Take photo' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: await cameraPhoto() });
}

/** Taps one of an item's three condition buttons. */
export async function setCondition(card: Locator, condition: 'Good' | 'Damaged' | 'Missing') {
  await card
    .locator('label')
    .filter({ hasText: new RegExp(`^${condition}$`) })
    .click();
  await expect(card.getByRole('radio', { name: condition })).toBeChecked();
}
