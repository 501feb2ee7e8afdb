/** An icon from an SVG file read at build time (`?raw`), drawn inline as decoration. */
import { inlineSvg } from '../../lib/inline-svg';

export default function RawIcon({ svg, size = 20, className }: { svg: string; size?: number; className?: string }) {
  return <span className={`inline-flex ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: inlineSvg(svg, size) }} />;
}
