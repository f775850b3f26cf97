import type { ImgHTMLAttributes } from 'react';
import styles from './package-image.module.css';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  /** The package's image URL (imageUrl('packageimage', …)); '' when the operator set none. */
  src: string;
};

/**
 * A package's picture: the operator's upload, or, when none is set, the designed default — a festive canopy with
 * marigold strings and a diya (docs/admin.md "Storefront"), drawn in the same box so the layout does not move.
 * Decorative either way: the package's name is the card's heading.
 */
export function PackageImage({ src, width, height, className, ...rest }: Props) {
  if (src) return <img src={src} alt="" width={width} height={height} className={className} {...rest} />;
  return (
    <svg
      viewBox="0 0 640 360"
      width={width}
      height={height}
      className={[styles.art, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
      data-testid="package-default-art"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="640" height="360" fill="#fff4e0" />
      <path d="M0 300 Q320 250 640 300 V360 H0 Z" fill="#fde2b8" />
      <path d="M120 90 L320 30 L520 90 Z" fill="#c2255c" />
      <rect x="130" y="90" width="16" height="200" fill="#a61e4d" />
      <rect x="494" y="90" width="16" height="200" fill="#a61e4d" />
      <path
        d="M146 100 Q320 190 494 100"
        fill="none"
        stroke="#f59f00"
        strokeWidth="10"
        strokeDasharray="2 14"
        strokeLinecap="round"
      />
      <path
        d="M146 130 Q320 220 494 130"
        fill="none"
        stroke="#fab005"
        strokeWidth="8"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      {[170, 220, 270, 320, 370, 420, 470].map((x) => (
        <line
          key={x}
          x1={x}
          y1="100"
          x2={x}
          y2="150"
          stroke="#f76707"
          strokeWidth="5"
          strokeDasharray="2 9"
          strokeLinecap="round"
        />
      ))}
      <ellipse cx="320" cy="292" rx="46" ry="14" fill="#e8590c" />
      <path d="M320 240 Q334 262 320 278 Q306 262 320 240 Z" fill="#fcc419" />
    </svg>
  );
}
