import { useState } from 'react';
import placeholderUrl from './media-placeholder.svg';

interface MediaPhotoProps {
  url: string | null;
  alt: string;
  className?: string;
}

/** A photo that shows the placeholder when its address is missing or it fails to load. */
export function MediaPhoto({ url, alt, className = '' }: MediaPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = url === null || failedUrl === url;
  return (
    <img
      src={broken ? placeholderUrl : url}
      alt={alt}
      className={`${className}${broken ? ' media-placeholder' : ''}`}
      loading="lazy"
      onError={() => setFailedUrl(url)}
    />
  );
}
