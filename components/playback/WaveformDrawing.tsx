import { WAVEFORM_VIEWBOX } from './waveformBox';

const VIEWBOX = `0 0 ${WAVEFORM_VIEWBOX.width} ${WAVEFORM_VIEWBOX.height}`;

/** The waveform as a picture, stretched to its box: decorative, the control around it speaks. */
export function WaveformDrawing({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox={VIEWBOX} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
