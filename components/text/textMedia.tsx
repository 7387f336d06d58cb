'use client';

import dynamic from 'next/dynamic';

/*
 * A text's media, each with code of its own that only a page whose text has one fetches: the
 * page's own code carries neither the player's rows nor the cards (a page's client components are
 * otherwise bundled with it, whether it shows them or not). Still rendered into the page's HTML.
 */
export const TrackInText = dynamic(() => import('@/components/music/TrackInText').then((module) => module.TrackInText));
export const VideoCard = dynamic(() => import('./VideoCard').then((module) => module.VideoCard));
