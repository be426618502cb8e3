import { afterEach, expect, test, vi } from 'vitest';
import { contentHeight, followParentViewport, startAutoHeight } from './auto-height.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A #root whose bottom edge is at `bottom` px. */
function page(bottom: number) {
  document.body.innerHTML = '<div id="root"><main>Schedule</main></div>';
  const root = document.getElementById('root')!;
  root.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  return root;
}

test('the height is the page, or an open dialog with its margin when that is taller', () => {
  page(700);
  expect(contentHeight()).toBe(700);
  const modal = document.createElement('div');
  modal.className = 'dialog-modal';
  Object.defineProperty(modal, 'scrollHeight', { value: 900 });
  document.body.append(modal);
  expect(contentHeight()).toBe(932);
});

test('in a frame, changes are posted to the parent at most every 100 ms', async () => {
  vi.useFakeTimers();
  const root = page(640.4);
  const parent = { postMessage: vi.fn() };
  const win = { document, parent, scrollY: 0 } as unknown as Window;
  Object.assign(win, { self: win, top: parent });
  const stop = startAutoHeight(win);
  await vi.advanceTimersByTimeAsync(100);
  expect(parent.postMessage).toHaveBeenLastCalledWith(
    { type: 'studio-booking:height', height: 641 },
    '*',
  );
  root.getBoundingClientRect = () => ({ bottom: 1200 }) as DOMRect;
  root.append(document.createElement('p'));
  await vi.advanceTimersByTimeAsync(50);
  expect(parent.postMessage).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(50);
  expect(parent.postMessage).toHaveBeenLastCalledWith(
    { type: 'studio-booking:height', height: 1200 },
    '*',
  );
  stop();
});

test("the studio page's visible slice becomes CSS variables; other windows are not heard", () => {
  const parent = {} as Window;
  const listeners: Array<(event: MessageEvent) => void> = [];
  const win = {
    document,
    parent,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.push(listener),
  } as unknown as Window;
  followParentViewport(win);
  const send = (source: unknown, data: unknown) =>
    listeners.forEach((listener) => listener({ source, data } as MessageEvent));
  const root = document.documentElement;

  send({}, { type: 'studio-booking:viewport', top: 999, height: 10 });
  expect(root.style.getPropertyValue('--frame-visible-top')).toBe('');
  send(parent, { type: 'studio-booking:viewport', top: 420, height: 700 });
  expect(root.dataset.embedded).toBe('');
  expect(root.style.getPropertyValue('--frame-visible-top')).toBe('420px');
  expect(root.style.getPropertyValue('--frame-visible-height')).toBe('700px');
  send(parent, { type: 'studio-booking:viewport', top: 'x; color: red', height: 700 });
  expect(root.style.getPropertyValue('--frame-visible-top')).toBe('420px');
});
