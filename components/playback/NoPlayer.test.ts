import * as player from './NowPlayingMount';
import * as noPlayer from './NoPlayer';

describe('the stand-in for the player on a site that plays nothing', () => {
  it('offers every export of the module it stands in for, so every import of it still builds', () => {
    expect(Object.keys(noPlayer).sort()).toEqual(Object.keys(player).sort());
  });
});
