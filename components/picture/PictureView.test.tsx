import { fireEvent, render, screen } from '@testing-library/react';
import { es } from '@/lib/i18n/dictionaries/es';
import { PictureView } from './PictureView';
import { fakePictures } from './testing/fakePictures';

describe('PictureView', () => {
  it('says in the words it is given that a picture whose file failed is unavailable, and what it shows', () => {
    const [picture] = fakePictures(1);
    render(<PictureView picture={picture!} sizes="100vw" words={es.picture} />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('status')).toHaveTextContent(es.picture.unavailable.replace('{alt}', 'picture 1'));
  });
});
