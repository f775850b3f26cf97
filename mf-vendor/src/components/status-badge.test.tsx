import { render, screen } from '@testing-library/react';
import { serviceStatusLabel, StatusBadge } from './status-badge';
import { TimingBadge } from './timing-badge';

describe('service status (product §4: 1 Active, otherwise Inactive)', () => {
  it.each([
    [1, 'Active'],
    ['1', 'Active'],
    [2, 'Inactive'],
    [0, 'Inactive'],
    [null, 'Inactive'],
  ])('%p → %s', (status, label) => {
    expect(serviceStatusLabel(status)).toBe(label);
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('timing badge shows Expired / Upcoming', () => {
    const now = new Date(2026, 10, 22, 10);
    render(
      <>
        <TimingBadge date="2026-11-21" now={now} />
        <TimingBadge date="2026-11-22" now={now} />
      </>,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
  });
});
