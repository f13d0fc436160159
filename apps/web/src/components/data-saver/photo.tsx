import { useState, type ImgHTMLAttributes } from 'react';
import { useDataSaver } from '../../lib/data-saver';
import './data-saver.css';

type PhotoProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/**
 * An <img> that respects 'Ahorro de datos': in that mode nothing is downloaded until the visitor
 * taps 'Ver foto' (inline placeholders — data: URLs — cost nothing and always show).
 */
export function Photo({ src, alt, className, width, height, style, ...rest }: PhotoProps) {
  const saving = useDataSaver();
  const [revealed, setRevealed] = useState(false);
  if (saving && !revealed && !src.startsWith('data:')) {
    return (
      <button
        type="button"
        className={`tap-photo${className ? ` ${className}` : ''}`}
        style={{ ...style, aspectRatio: width && height ? `${width} / ${height}` : undefined }}
        onClick={(event) => {
          event.stopPropagation();
          event.preventDefault();
          setRevealed(true);
        }}
        aria-label={alt ? `Ver foto: ${alt}` : 'Ver foto'}
      >
        Ver foto
      </button>
    );
  }
  return <img src={src} alt={alt} className={className} width={width} height={height} style={style} {...rest} />;
}
