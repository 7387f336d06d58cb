import { fireEvent, render, screen } from '@testing-library/react';
import { es } from '@/lib/i18n/dictionaries/es';
import { PictureView } from './PictureView';
import { watchPictureFailures } from './pictureFailures';
import { fakePictures } from './testing/fakePictures';

describe('PictureView', () => {
  beforeAll(() => watchPictureFailures(document));

  it(
    'says in the words it is given that a picture whose file failed is unavailable, and what it shows, ' +
      'until a file of it loads',
    () => {
      const [picture] = fakePictures(1);
      render(<PictureView picture={picture!} sizes="100vw" words={es.picture} />);
      expect(screen.queryByRole('status')).toBeNull();
      const img = screen.getByRole('img');
      fireEvent.error(img);
      expect(screen.getByRole('status')).toHaveTextContent(es.picture.unavailable.replace('{alt}', 'picture 1'));
      fireEvent.load(img);
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it('says nothing for the blank a hidden picture takes', () => {
    const [picture] = fakePictures(1);
    render(<PictureView picture={picture!} sizes="100vw" blankWhen="(max-width: 1px)" words={es.picture} />);
    const img = screen.getByRole<HTMLImageElement>('img');
    Object.defineProperty(img, 'currentSrc', { value: 'data:image/gif;base64,R0lGOD' });
    fireEvent.error(img);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
