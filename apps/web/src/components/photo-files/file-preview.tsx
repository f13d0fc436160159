import { useEffect, useRef } from 'react';

/**
 * A preview of a picked image file: an object URL made when shown and revoked when the file
 * changes or the preview goes away (no memory kept for removed files).
 */
export function FilePreview({ file, alt, className, width, height }: { file: File; alt: string; className?: string; width: number; height: number }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const node = img.current;
    if (!node) return undefined;
    const url = URL.createObjectURL(file);
    node.src = url;
    return () => {
      node.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return <img ref={img} className={className} alt={alt} width={width} height={height} decoding="async" />;
}
