/** One thing for sale on the Prices page: image, name, description, then its price and actions. */
import type { ReactNode } from 'react';
import type { Image } from '@studio/contract/images';
import { imageUrl } from '../../../shared/api/config.ts';

interface Props {
  name: string;
  description?: string | null;
  image?: number | Image | null;
  children: ReactNode;
}

/** An `<article>` named by the item, so "Buy" is found within it. */
export function PriceTile({ name, description, image, children }: Props) {
  const picture = image && typeof image === 'object' ? image : null;
  return (
    <article className="price-tile" aria-label={name}>
      {picture && (
        <img
          className="price-tile-image"
          src={imageUrl(picture.filename, 640, 640)}
          alt=""
          loading="lazy"
        />
      )}
      <div className="price-tile-text">
        <h2 className="price-tile-name">{name}</h2>
        {description && <p className="price-tile-description">{description}</p>}
      </div>
      <div className="price-tile-buy">{children}</div>
    </article>
  );
}
