import { isImageFile, onlyImages } from './image-file';

describe('image files (the upload fields refuse the rest on selection)', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/webp', true],
    ['image/heic', true],
    ['application/pdf', false],
    ['text/plain', false],
    ['video/mp4', false],
    ['', false],
    ['IMAGE/PNG', false],
  ])('type %j is an image: %s', (type, image) => {
    expect(isImageFile({ type })).toBe(image);
  });
  it('keeps the images in their order and counts the rest', () => {
    const files = [{ type: 'image/png' }, { type: 'application/pdf' }, { type: 'image/jpeg' }, { type: '' }];
    expect(onlyImages(files)).toEqual({ images: [files[0], files[2]], rejected: 2 });
    expect(onlyImages([])).toEqual({ images: [], rejected: 0 });
  });
});
