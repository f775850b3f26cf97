/** product §4: booking status 1 shows 'Booked', anything else 'Failed'. */
export function bookingStatusLabel(status: unknown): 'Booked' | 'Failed' {
  return Number(status) === 1 ? 'Booked' : 'Failed';
}
