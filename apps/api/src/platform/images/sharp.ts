/**
 * sharp, loaded on the first image that needs it: the schedule, the tests and a server start do
 * not pay for loading libvips (~60 ms) until an image is resized, uploaded or imported.
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}
