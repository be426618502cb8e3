import { expect, test, vi } from 'vitest';
import { closeOverlay, isFramed, postToParent } from './parent-frame.ts';

/** A window whose `top` is another window (framed) or itself. */
function fakeWindow(framed: boolean) {
  const parent = { postMessage: vi.fn() };
  const win = { parent } as unknown as Window & { parent: typeof parent };
  Object.assign(win, { self: win, top: framed ? parent : win });
  return win;
}

test('framed when the top window is another one', () => {
  expect(isFramed(fakeWindow(true))).toBe(true);
  expect(isFramed(fakeWindow(false))).toBe(false);
  expect(isFramed(window)).toBe(false);
});

test('in a frame, closing posts the close command to the parent page', () => {
  const win = fakeWindow(true);
  const goToProfile = vi.fn();
  closeOverlay(goToProfile, win);
  expect(win.parent.postMessage).toHaveBeenCalledWith({ type: 'studio-booking:close' }, '*');
  expect(goToProfile).not.toHaveBeenCalled();
});

test('on our own site, closing goes to My profile and posts nothing', () => {
  const win = fakeWindow(false);
  const goToProfile = vi.fn();
  closeOverlay(goToProfile, win);
  postToParent({ type: 'studio-booking:height', height: 900 }, win);
  expect(goToProfile).toHaveBeenCalled();
  expect(win.parent.postMessage).not.toHaveBeenCalled();
});
