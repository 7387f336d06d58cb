import { loudnessTable } from './loudnessTable';

describe('the build’s summary of the tracks', () => {
  it('lists each track’s loudness, what it serves and its master, and names those that peak too high', () => {
    expect(
      loudnessTable([
        {
          title: 'Night Drive',
          loudness: { lufs: -14.04, truePeak: -1.2 },
          served: 3_900_000,
          opus: 2_900_000,
          master: 52_000_000,
        },
        { title: 'Tidal Lines', loudness: { lufs: -9.5, truePeak: 0.4 }, served: 4_100_000 },
        { title: 'Demo', served: 1_000_000 },
      ]).split('\n'),
    ).toEqual([
      'music: 3 tracks',
      '  track         LUFS  true peak dBTP  served    Opus   master',
      '  Night Drive  -14.0            -1.2  3.9 MB  2.9 MB  52.0 MB',
      '  Tidal Lines   -9.5             0.4  4.1 MB       –        –',
      '  Demo             –               –  1.0 MB       –        –',
      '  (– for loudness: not measured, as no ffmpeg runs here; see the README)',
      '  (1 over −1 dBTP true peak, which lossy encoders may clip: Tidal Lines)',
    ]);
  });
});
