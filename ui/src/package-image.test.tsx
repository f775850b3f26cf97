import { render, screen } from '@testing-library/react';
import { PackageImage } from './package-image';

test("the operator's image when one is set", () => {
  const { container } = render(<PackageImage src="https://img.test/packageimage/a.webp" width={640} height={360} />);
  const img = container.querySelector('img');
  expect(img).toHaveAttribute('src', 'https://img.test/packageimage/a.webp');
  expect(img).toHaveAttribute('alt', '');
  expect(screen.queryByTestId('package-default-art')).not.toBeInTheDocument();
});

test('the designed default, decorative and in the same box, when none is set', () => {
  const { container } = render(<PackageImage src="" width={640} height={360} loading="lazy" />);
  expect(container.querySelector('img')).toBeNull();
  const art = screen.getByTestId('package-default-art');
  expect(art).toHaveAttribute('aria-hidden', 'true');
  expect(art).toHaveAttribute('width', '640');
  expect(art).toHaveAttribute('viewBox', '0 0 640 360');
});
