/**
 * The files the demo ships in public/ (its six tracks, made by `npm run media`, the same bytes
 * on every run), and the resume PDF it shipped before the build made one from content/resume.json,
 * by their SHA-256: Next.js publishes public/ whole, so one left
 * there by an owner who no longer names it goes out with the site. Known by their bytes, so a
 * demo file renamed is still the demo's.
 */
/** None of them is larger: a bigger file is the owner's, and is not read to be sure. */
export const DEMO_FILE_MAX_BYTES = 1024 * 1024;

export const demoFiles: Readonly<Record<string, string>> = {
  e7fbdf3d5547d2b813e5cb046d001feeb3d6f5758c1e24f96450100af6bd2b72: 'Distant_album_114_v1.mp3',
  '4d880b61739202016f56b6e383c64b028a159becce06cb9e5fe97d086e29c6ec': 'Last Light.mp3',
  b616c890d75a885669d1c6a0b23b240a06c0e075db82056570efab18ce35e153: 'Night Drive.mp3',
  '3086a8b5c6bbe610b2e6e6f0cc33dbe45d1802b0f517ca05546084021d958e0f': 'Paper Lanterns.mp3',
  c439c0bbd3aab084ffe5afb7fa0a7f783a41530c649461bfb11191e1b10b95c5: 'Slow Orbit.mp3',
  f0fbf2eba982df0bef1d48f9171d9f2657acdb5af1bd773355b9ca9802fed4a0: 'Tidal Lines.mp3',
  '1425e8bc7aaf03a6d4f0c8dcc199d6c4045f1fae738dcdd498db462cb3767424': 'resume.pdf',
};
