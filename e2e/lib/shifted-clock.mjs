// Loaded into a journey's own API process (`node --import`): its clock runs `offset` ms ahead of the real one, the
// offset read from CLOCK_OFFSET_FILE at start and again on SIGUSR2. A journey that must see a month end (a payout
// run pays only a month that is over) moves this API's clock forward instead of waiting; the shared site's API
// keeps the real clock.
import { readFileSync } from 'node:fs';

const file = process.env.CLOCK_OFFSET_FILE;
if (file) {
  let offset = 0;
  const read = () => {
    try {
      offset = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  process.on('SIGUSR2', read);
  const Real = Date;
  function ShiftedDate(...args) {
    if (!new.target) return new Real(Real.now() + offset).toString();
    return args.length ? new Real(...args) : new Real(Real.now() + offset);
  }
  ShiftedDate.prototype = Real.prototype;
  ShiftedDate.now = () => Real.now() + offset;
  ShiftedDate.UTC = Real.UTC;
  ShiftedDate.parse = Real.parse;
  globalThis.Date = ShiftedDate;
}
