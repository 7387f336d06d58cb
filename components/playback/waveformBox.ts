/** The box a track's waveform path is drawn in: 6 units per bar of 100 (a 4-unit bar and a 2-unit gap). */
export const WAVEFORM_VIEWBOX = { width: 600, height: 48 } as const;
