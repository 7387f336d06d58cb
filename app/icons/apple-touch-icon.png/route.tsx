import { ImageResponse } from 'next/og';

export const dynamic = 'force-static';

/** The home-screen icon: the site icon (app/icon.svg) as the 180 × 180 PNG iOS requires. */
export function GET() {
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#141414',
      }}
    >
      <svg width="150" height="150" viewBox="0 0 64 64">
        <path
          d="M36 14v25.5a8 8 0 1 1-4-6.9V18l-8 2"
          fill="none"
          stroke="#ff9b73"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M46 24l6 6-6 6M18 24l-6 6 6 6"
          fill="none"
          stroke="#f6f3ee"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>,
    { width: 180, height: 180 },
  );
}
