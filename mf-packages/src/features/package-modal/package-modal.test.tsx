import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('requires the event date', async () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select event date');
    await waitFor(() => expect(screen.getByLabelText('Event Date')).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('refuses a date before today', async () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    fireEvent.change(screen.getByLabelText('Event Date'), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Event date cannot be before today');
  });

  it("'View' navigates to /packages/{base64 of {PackageID, eventDate, pincode}} and closes", async () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    const date = nextWeek();
    fireEvent.change(screen.getByLabelText('Event Date'), { target: { value: date } });
    fireEvent.change(screen.getByLabelText('Event pincode (optional)'), { target: { value: '400050' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/packages\//));
    const path = screen.getByTestId('location').textContent ?? '';
    expect(decodePackageId(path.slice('/packages/'.length))).toEqual({
      ok: true,
      value: { PackageID: 3, eventDate: date, pincode: '400050' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks a pincode only when one is given', async () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    fireEvent.change(screen.getByLabelText('Event Date'), { target: { value: nextWeek() } });
    fireEvent.change(screen.getByLabelText('Event pincode (optional)'), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pincode must be 6 digits');
  });

  it('says what is wrong with the date and the pincode at once; the next opening keeps what was typed, not the messages', async () => {
    renderAt(<PackageModal />);
    open('Royal Wedding Package');
    fireEvent.change(screen.getByLabelText('Event pincode (optional)'), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((x) => x.textContent)).toEqual([
        'Please select event date',
        'Pincode must be 6 digits',
      ]),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    open('Royal Wedding Package');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Event pincode (optional)')).toHaveValue('4000');
  });

  it('unsubscribes from the bus when unmounted', () => {
    const { unmount } = renderAt(<PackageModal />);
    unmount();
    expect(() => open('x')).not.toThrow();
  });
});
