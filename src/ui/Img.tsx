import type { ImgHTMLAttributes } from 'react';

export interface ImgProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt' | 'src'> {
  src: string;
  /** Always given so the page does not shift while images load. */
  width: number;
  height: number;
  alt: string;
  /** The largest image above the fold (LCP): loaded eagerly at high priority. */
  priority?: boolean;
  /**
   * Shown later (a carousel's next slides): fetched at low priority, so it never takes the
   * bandwidth of what the shopper sees first.
   */
  later?: boolean;
}

export function Img({ priority = false, later = false, alt, ...props }: ImgProps) {
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : later ? 'low' : undefined}
      alt={alt}
      {...props}
    />
  );
}
