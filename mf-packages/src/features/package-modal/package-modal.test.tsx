import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@utsav/shared/bus';
import { todayIso } from '@utsav/domain/format';
import { decodePackageId } from '../../lib/package-id';
import { renderAt } from '../../test/render';
import PackageModal from './package-modal';

function open(packageName?: string) {
  act(() => bus.emit('package:open', { packageId: 3, packageName }));
}

function nextWeek() {
  const d = new Date();
  d.setDate(d.getDate() + 7);
  return todayIso(d);
}

describe('PackageModal', () => {
  it('stays closed until package:open, then shows the package name', () => {
    renderAt(<PackageModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open('Royal Wedding Package');
    expect(screen.getByRole('dialog', { name: 'Royal Wedding Package' })).toBeInTheDocument();
  });

  it('opens at once with the initialRequest the shell passes when it mounts the fragment lazily', () => {
    renderAt(<PackageModal initialRequest={{ packageId: 3, packageName: 'Royal Wedding Package' }} />);
    expect(screen.getByRole('dialog', { name: 'Royal Wedding Package' })).toBeInTheDocument();
  });

  it('requires the event date', () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select event date');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('refuses a date before today', () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    fireEvent.change(screen.getByLabelText('Event Date'), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Event date cannot be before today');
  });

  it("'View' navigates to /packages/{base64 of {PackageID, eventDate, pincode}} and closes", () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    const date = nextWeek();
    fireEvent.change(screen.getByLabelText('Event Date'), { target: { value: date } });
    fireEvent.change(screen.getByLabelText('Event pincode (optional)'), { target: { value: '400050' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    const path = screen.getByTestId('location').textContent ?? '';
    expect(path).toMatch(/^\/packages\//);
    expect(decodePackageId(path.slice('/packages/'.length))).toEqual({
      ok: true,
      value: { PackageID: 3, eventDate: date, pincode: '400050' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks a pincode only when one is given', () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    fireEvent.change(screen.getByLabelText('Event Date'), { target: { value: nextWeek() } });
    fireEvent.change(screen.getByLabelText('Event pincode (optional)'), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pincode must be 6 digits');
  });

  it('unsubscribes from the bus when unmounted', () => {
    const { unmount } = renderAt(<PackageModal />);
    unmount();
    expect(() => open('x')).not.toThrow();
  });
});
