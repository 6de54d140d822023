import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconEraser } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Point = [number, number];

/** The drawn canvas's pixels at most this wide (the server keeps at most 1200 px). */
const MAX_WIDTH = 1000;

/**
 * A full-screen signing pad: a canvas drawn on with pointer events (a finger, a stylus or a
 * mouse; `touch-action: none` so the page does not scroll), strokes kept to undo the last or
 * clear them all, and Confirm handing back a transparent PNG (a data URL). Confirm with nothing
 * drawn says so rather than sending a blank image.
 */
export function SignaturePad({
  opened,
  title,
  help,
  busy,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  help: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(png: string): void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef(false);
  const [count, setCount] = useState(0);
  const [empty, setEmpty] = useState(false);

  const redraw = useCallback(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, c.width, c.height);
    const scale = c.width / Math.max(1, c.clientWidth);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111';
    for (const stroke of strokes.current) {
      const [first, ...rest] = stroke;
      if (!first) continue;
      ctx.beginPath();
      ctx.moveTo(first[0], first[1]);
      if (rest.length === 0) ctx.lineTo(first[0] + 0.1, first[1] + 0.1);
      for (const [x, y] of rest) ctx.lineTo(x, y);
      ctx.stroke();
    }
  }, []);

  // The canvas's pixels follow its size on screen (and the screen's density, within MAX_WIDTH).
  useEffect(() => {
    if (!opened) return;
    strokes.current = [];
    setCount(0);
    setEmpty(false);
    const fit = () => {
      const c = canvas.current;
      if (!c) return;
      const density = Math.min(window.devicePixelRatio || 1, MAX_WIDTH / Math.max(1, c.clientWidth));
      c.width = Math.round(c.clientWidth * density);
      c.height = Math.round(c.clientHeight * density);
      redraw();
    };
    const frame = requestAnimationFrame(fit);
    window.addEventListener('resize', fit);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', fit);
    };
  }, [opened, redraw]);

  const at = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  const down = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    strokes.current.push([at(event)]);
    setEmpty(false);
    redraw();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    strokes.current.at(-1)?.push(at(event));
    redraw();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setCount(strokes.current.length);
  };
  const undo = () => {
    strokes.current.pop();
    setCount(strokes.current.length);
    redraw();
  };
  const clear = () => {
    strokes.current = [];
    setCount(0);
    redraw();
  };
  const confirm = () => {
    const drawn = strokes.current.reduce((n, s) => n + s.length, 0);
    if (drawn < 2 || !canvas.current) {
      setEmpty(true);
      return;
    }
    onConfirm(canvas.current.toDataURL('image/png'));
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      fullScreen
      title={title}
      closeButtonProps={{ 'aria-label': t('agreements.cancel') }}
    >
      <Stack gap="sm" h="calc(100dvh - 6rem)">
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        <canvas
          ref={canvas}
          aria-label={t('agreements.padLabel')}
          data-testid="signature-canvas"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onPointerLeave={up}
          style={{
            flex: 1,
            width: '100%',
            minHeight: '12rem',
            border: '2px dashed var(--mantine-color-gray-5)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-white)',
            touchAction: 'none',
            cursor: 'crosshair',
          }}
        />
        {empty && (
          <Text size="sm" c="red" role="alert">
            {t('agreements.padEmpty')}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Button variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={undo} disabled={count === 0}>
              {t('agreements.undo')}
            </Button>
            <Button
              variant="light"
              color="gray"
              leftSection={<IconEraser size={16} />}
              onClick={clear}
              disabled={count === 0}
            >
              {t('agreements.clear')}
            </Button>
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('agreements.cancel')}
            </Button>
            <Button leftSection={<IconCheck size={16} />} onClick={confirm} loading={busy}>
              {t('agreements.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
