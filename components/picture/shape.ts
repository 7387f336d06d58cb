import type { ResolvedPicture } from './resolvePicture';

/**
 * How a picture's box is sized inside a size container (container-type: size) of width ÷
 * height `fitIn`: across it ("wide", the picture is wider than the container), down it
 * ("tall") or, for a picture the owner asked to fill its frame, the whole container ("frame").
 * The page's early script sets the same value when it steps to another picture, so the code
 * that takes over later finds the box where it already is.
 */
export type PictureShape = 'wide' | 'tall' | 'frame';

export const shapeIn = (picture: Pick<ResolvedPicture, 'width' | 'height' | 'fit'>, fitIn: number): PictureShape =>
  picture.fit === 'fill' ? 'frame' : picture.width / picture.height >= fitIn ? 'wide' : 'tall';
