/**
 * A decoded track reduced to the bars of its waveform, with waveform-data: the loudest sample
 * in each of WAVEFORM_BARS equal stretches, scaled so the track's loudest bar is PEAK_MAX.
 * Scaling to the track's own loudest bar draws a quietly mastered track as clearly as a loud
 * one; what the bars show is the track's shape (intro, breaks, ending).
 */
import WaveformData from 'waveform-data';
import { PEAK_MAX, WAVEFORM_BARS } from '../../../components/music/waveformPath';

/** What audio-decode returns: one Float32Array per channel, samples from -1 to 1. */
export interface DecodedAudio {
  channelData: Float32Array[];
  sampleRate: number;
}

/**
 * audio-decode's result in the shape waveform-data reads from a Web Audio AudioBuffer (only
 * these four members). waveform-data takes each channel's `.buffer` whole, so a channel that
 * is a view into a larger buffer is copied into one of its own first.
 */
function asAudioBuffer({ channelData, sampleRate }: DecodedAudio): AudioBuffer {
  const channels = channelData.map((channel) =>
    channel.byteOffset === 0 && channel.byteLength === channel.buffer.byteLength ? channel : channel.slice(),
  );
  const buffer = {
    numberOfChannels: channels.length,
    length: channels[0]?.length ?? 0,
    sampleRate,
    getChannelData: (index: number) => channels[index]!,
  };
  return buffer as unknown as AudioBuffer;
}

/** The waveform of `audio` as `bars` integers from 0 to PEAK_MAX (fewer when the file has fewer samples than bars). */
export function peaksOf(audio: DecodedAudio, bars: number = WAVEFORM_BARS): number[] {
  const audioBuffer = asAudioBuffer(audio);
  if (!audioBuffer.length) throw new Error('no audio samples');
  let waveform: WaveformData | undefined;
  WaveformData.createFromAudio(
    // 16-bit steps: finer than the 0..PEAK_MAX the bars end up in, so rounding happens once, here.
    { audio_buffer: audioBuffer, scale: Math.ceil(audioBuffer.length / bars), bits: 16, disable_worker: true },
    (error, result) => {
      if (error) throw error;
      waveform = result;
    },
  );
  // Without a worker, waveform-data calls back before it returns.
  const channel = waveform!.channel(0);
  const heights = channel.max_array().map((max, index) => Math.max(Math.abs(max), Math.abs(channel.min_sample(index))));
  const loudest = Math.max(...heights);
  return heights.map((height) => (loudest ? Math.round((height / loudest) * PEAK_MAX) : 0));
}
