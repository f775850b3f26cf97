// Type-level tests of RemoteSlot's props (checked by `npm run typecheck`; each @ts-expect-error fails the
// typecheck if the line it marks stops being an error). The runtime part only keeps jest happy.
import { RemoteSlot } from './remote-slot';

export const typed = [
  <RemoteSlot key="a" id="catalog/SearchBox" inline props={{ placeholder: 'Search' }} />,
  <RemoteSlot key="b" id="catalog/App" />,
  <RemoteSlot key="c" id="checkout/MiniCart" props={{ open: true, onClose: () => undefined }} />,
  // @ts-expect-error MiniCart needs open and onClose
  <RemoteSlot key="d" id="checkout/MiniCart" />,
  // @ts-expect-error a prop SearchBox does not take
  <RemoteSlot key="e" id="catalog/SearchBox" props={{ placeholder: 'x', colour: 'red' }} />,
  // @ts-expect-error a prop of the wrong type
  <RemoteSlot key="f" id="checkout/MiniCart" props={{ open: 'yes', onClose: () => undefined }} />,
  // @ts-expect-error a module no remote exposes in the registry
  <RemoteSlot key="g" id="catalog/Nothing" />,
];

it('RemoteSlot props are checked against the registry (see the typecheck)', () => {
  expect(typed).toHaveLength(7);
});
