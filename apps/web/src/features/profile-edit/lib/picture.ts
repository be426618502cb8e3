/**
 * The profile picture in the browser (seed 000 §5 image minimum dimensions, §9 images): the
 * picked file's natural size is read before anything is sent; a square crop is drawn onto a
 * 400×400 canvas, the size the studio stores.
 */

/** Profile pictures are stored at 400×400 and must be at least that large (seed 000 §5, §9). */
export const PROFILE_PICTURE_SIZE = 400;

/** A crop in the picture's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A picked picture, decoded: its object URL (revoke when done) and natural size in px. */
export interface PickedPicture {
  url: string;
  width: number;
  height: number;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

/**
 * Decodes `file` to learn its size.
 * @throws Error('not an image') when the browser cannot read it as a picture.
 */
export async function readPicture(file: Blob): Promise<PickedPicture> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return { url, width: image.naturalWidth, height: image.naturalHeight };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** Whether a picture of `width`×`height` px is large enough for a profile picture. */
export const isLargeEnough = ({ width, height }: { width: number; height: number }) =>
  width >= PROFILE_PICTURE_SIZE && height >= PROFILE_PICTURE_SIZE;

/**
 * Draws `area` of the picture at `url` onto a `size`×`size` canvas (white behind transparent
 * parts, since JPEG has no alpha) and returns it as a JPEG.
 */
export async function cropToSquare(
  url: string,
  area: PixelArea,
  size = PROFILE_PICTURE_SIZE,
): Promise<Blob> {
  const image = await loadImage(url);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no picture'))),
      'image/jpeg',
      0.9,
    ),
  );
}
