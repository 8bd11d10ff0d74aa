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
}

export function Img({ priority = false, alt, ...props }: ImgProps) {
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      alt={alt}
      {...props}
    />
  );
}
