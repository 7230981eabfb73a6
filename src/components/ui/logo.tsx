/** The stylised marigold alone, drawn for this fictional brand: beside the name, and the back-office's icon. */
export function MarigoldMark({ size = 36 }: { size?: number | string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <g fill="#fdc533" stroke="#3c3c3c" strokeWidth="1.5">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <ellipse key={angle} cx="18" cy="8" rx="4.2" ry="7" transform={`rotate(${angle} 18 18)`} />
        ))}
      </g>
      <circle cx="18" cy="18" r="5.5" fill="#ee7420" stroke="#3c3c3c" strokeWidth="1.5" />
    </svg>
  );
}

/** The Marigold Grill mark: the marigold beside the name. */
export function Logo({ siteName }: { siteName: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.55rem' }}>
      <MarigoldMark />
      <span style={{ fontWeight: 900, fontSize: '1.2rem', letterSpacing: '-0.01em', lineHeight: 1 }}>{siteName}</span>
    </span>
  );
}
