import { uploadSrcSet } from './image-srcset';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

test('an upload gets its narrower variants and itself as a srcset, narrowest first', () => {
  expect(uploadSrcSet(`http://api.test/images/product/${id}.webp`)).toBe(
    `http://api.test/images/product/${id}-480w.webp 480w, http://api.test/images/product/${id}-960w.webp 960w, http://api.test/images/product/${id}.webp 1600w`,
  );
});

test('seeded SVGs, older JPEG/PNG uploads, variants themselves and nothing get no srcset', () => {
  expect(uploadSrcSet('http://api.test/images/product/royal-mandap-1-1.svg')).toBeUndefined();
  expect(uploadSrcSet(`http://api.test/images/product/${id}.jpg`)).toBeUndefined();
  expect(uploadSrcSet(`http://api.test/images/product/${id}-480w.webp`)).toBeUndefined();
  expect(uploadSrcSet(undefined)).toBeUndefined();
  expect(uploadSrcSet('')).toBeUndefined();
});
