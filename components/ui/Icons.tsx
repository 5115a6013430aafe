/**
 * Small inline SVG icons (decorative: always aria-hidden, the control carries the name): those the
 * page shows at load. The drawer's and the image modal's are in MoreIcons.tsx, with their code.
 */

export interface IconProps {
  size?: number;
}

/** An icon component drawing `paths` on a 24-unit grid, `defaultSize` px square unless told. */
export function strokeIcon(defaultSize: number, ...paths: string[]) {
  return function StrokeIcon({ size = defaultSize }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const BagIcon = strokeIcon(22, 'M5 8h14l-1 12H6L5 8Z', 'M9 8V6.5a3 3 0 0 1 6 0V8');
export const CloseIcon = strokeIcon(22, 'M6 6l12 12M18 6 6 18');
export const ChevronLeftIcon = strokeIcon(20, 'm15 5-7 7 7 7');
export const ExpandIcon = strokeIcon(18, 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5');
